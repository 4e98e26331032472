// The seventeenth and eighteenth visitor sets' general causes, each on a small
// inline document: a contract's number in words with its digits in brackets
// ('seventy two (72) hours') is the figure a deadline question asks for.
import { describe, expect, it } from 'vitest';
import { composedGuidance, passage } from './testing/inline-passages.ts';

describe('a number in words with its digits in brackets', () => {
  it('leads the answer to a deadline question, in bold as a figure is', () => {
    const guidance = composedGuidance(
      'What is the deadline for notifying the supervisory authority?',
      [
        passage('Supervisory authority notifications under the regulation.', { position: 0 }),
        passage('The controller notifies the supervisory authority within seventy two (72) hours of becoming aware of a breach.', {
          position: 1,
          sectionRef: 'Section 2',
        }),
      ],
      'plan.pdf',
    );
    const firstQuote = guidance.split('\n\n').find((block) => block.startsWith('> '))!;
    expect(firstQuote).toContain('seventy two **(72) hours**');
  });
});
