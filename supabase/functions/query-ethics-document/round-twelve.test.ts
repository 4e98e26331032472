// The twelfth visitor set's general causes, each on a small inline document:
// a ratio is the figure a 'how many … per …' question asks for, and everyday
// words reach a guide's own ('assistants' its helpers, 'students' its learners,
// 'short' concise). The readers' classes (a pictograph font's bullet, a
// Markdown block quote) are tested in shared/document-text.
import { describe, expect, it } from 'vitest';
import { coreTerms, readQuestion, termsIn } from './search.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const quotes = (guidance: string) => guidance.split('\n\n').filter((block) => block.startsWith('> '));

describe('a ratio', () => {
  it('leads the answer to how many are needed per person, before a sentence on the same subject without a figure', () => {
    const content = [
      'A shortage of helpers for each learner will slow down your workshop.',
      'Aim for a helper-to-learner ratio of 1:5 or better.',
    ].join(' ');
    const [first] = quotes(
      composedGuidance('How many assistants should I line up per student so things don’t stall?', [passage(content)], 'guide.pdf'),
    );
    expect(first?.replace(/\*\*/g, '')).toContain('1:5 or better');
  });
});

describe("a reader's everyday words", () => {
  it.each([
    ['How many assistants do I need?', 'Each room needs two helpers.'],
    ['How many students per room?', 'Rooms hold twenty learners.'],
    ['Which is better, short or easy to understand?', 'Clear is better than concise.'],
    ['What do we do after an outage?', 'After an incident, hold a review.'],
    ['Can I tag along with someone first?', 'Shadow a current lead for a week.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });
});
