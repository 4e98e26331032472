// The fifty-seventh round's general cause, shown here on made-up text, read from the forty-first to fiftieth visitor
// sets' misses: asked for the first step, the item numbered 1 may hold none of the question's words, so a sentence
// saying 'step' outscored it by more than twice and it was never a candidate, and four sentences saying 'step' could
// push it out before the order that puts the first step first was applied. It is now a candidate whatever its share of
// the best score, and the sentence that leads is quoted even when four others score higher.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose.ts';
import type { ScoredPassage } from './retrieval.ts';
import { coreTerms, readQuestion } from './search.ts';
import { firstQuote } from './testing/ask-about-text.ts';

/** The answer composed for `question` from `passages`, every word of the question weighing the same. */
function answerFrom(question: string, passages: ScoredPassage[]): string {
  const terms = coreTerms(readQuestion(question));
  return composeAnswer(question, terms, new Map(terms.map((term) => [term.key, 1])), passages, 'guide.md').guidance;
}

const passage = (position: number, heading: string, content: string): ScoredPassage => ({
  position,
  sectionRef: heading,
  heading,
  content,
  score: 1,
  coverage: 1,
  matchedTerms: [],
});

const WORKFLOW = passage(
  0,
  'Workflow',
  [
    'Follow a prepared workflow to manage an incident. Make sure that every step of the way is written down in the incident log.',
    '1. Appoint an incident lead.',
    '1. Tell your team.',
    '1. Decide how serious the incident is.',
  ].join('\n'),
);

const BREACHES = passage(
  1,
  'Breaches',
  [
    'If the incident is a breach of personal data, every step from 6 to 8 applies.',
    'If the incident is not a breach, skip to step 9.',
    'Once the system is offline, you can go on to step 7.',
    'Each step taken is signed off by the incident lead.',
  ].join('\n'),
);

describe('a question asking for step one', () => {
  it('is answered first by the item numbered 1, though a sentence saying "step" scores more than twice as high', () => {
    expect(firstQuote(answerFrom('What is step one?', [WORKFLOW]))).toContain('Appoint an incident lead.');
  });

  it('is answered first by the item numbered 1, though four sentences saying "step" score higher', () => {
    expect(firstQuote(answerFrom('What is step one?', [BREACHES, WORKFLOW]))).toContain('Appoint an incident lead.');
  });
});
