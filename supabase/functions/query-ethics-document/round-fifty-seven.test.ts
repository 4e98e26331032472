// The fifty-seventh round's general cause, shown here on made-up text, read from the forty-first to fiftieth visitor
// sets' misses: asked for the first step, the item numbered 1 may hold none of the question's words, so a sentence
// saying 'step' outscored it by more than twice and it was never a candidate, and four sentences saying 'step' could
// push it out before the order that puts the first step first was applied. It is now a candidate whatever its share of
// the best score, and the sentence that leads is quoted even when four others score higher. And an item of a sentence
// run through its list opens in lower case ('a public member … has defaulted on their membership dues for three
// months;'), which read it as a piece cut from a sentence, so a question it answered best was 'not covered'; it is
// now whole when its lead-in is in its passage, and is quoted under that lead-in with the whole list.
import { describe, expect, it } from 'vitest';
import type { ScoredPassage } from './retrieval.ts';
import { firstQuote } from './testing/ask-about-text.ts';
import { composeFrom, passageOf } from './testing/compose-from.ts';

const answerFrom = (question: string, passages: ScoredPassage[]) => composeFrom(question, passages, 'guide.md').guidance;

const WORKFLOW = passageOf(
  0,
  'Workflow',
  [
    'Follow a prepared workflow to manage an incident. Make sure that every step of the way is written down in the incident log.',
    '1. Appoint an incident lead.',
    '1. Tell your team.',
    '1. Decide how serious the incident is.',
  ].join('\n'),
);

const BREACHES = passageOf(
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

const ARTICLES = passageOf(
  0,
  'Article 6: End of membership',
  [
    'Notice of cancellation must be given in writing. Cancellation by the association can only take place if:',
    '* a. a member, after having been sent a reminder, has defaulted on their membership dues for three months;',
    '* b. the member no longer qualifies as a public organisation; or',
    '* c. the member uses the association’s resources against public order.',
  ].join('\n'),
);

describe('an item of a sentence run through its list', () => {
  it('answers with the lead-in and the whole list, not "not covered"', () => {
    const answer = answerFrom('What can happen if a member just stops paying its dues?', [ARTICLES]);
    expect(answer).toContain('> Cancellation by the association can only take place if:\n> * a. a member');
    expect(answer).toContain('for **three months**;');
  });
});
