// The nineteenth visitor set's general cause, on a small inline document: a
// section titled wholly in the question's words ('Feedback' of 'Where can I
// send feedback?') is about what was asked, so its text answers though it
// shares only that word with the question.
import { describe, expect, it } from 'vitest';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const question = 'Where can I ask questions or send feedback about the code?';

describe('a section titled in the question’s words', () => {
  it('answers, though its text holds only the word its title names', () => {
    const guidance = composedGuidance(
      question,
      [
        passage('If you have questions or wish to provide feedback, please use our forums.', {
          heading: 'Simulator notes › Feedback',
          sectionRef: 'Feedback',
        }),
      ],
      'notes.pdf',
    );
    expect(guidance).toContain('please use our forums');
  });

  it('does not answer when its text does not name what its title does', () => {
    const guidance = composedGuidance(
      question,
      [passage('Please use our forums.', { heading: 'Simulator notes › Feedback', sectionRef: 'Feedback' })],
      'notes.pdf',
    );
    expect(guidance).toMatch(/^\*\*Not covered/);
  });

  it('does not answer from a section whose title holds other words too', () => {
    const guidance = composedGuidance(
      question,
      [
        passage('Customer feedback on the product is gathered by the sales team.', {
          heading: 'Simulator notes › Customer surveys and feedback',
          sectionRef: 'Surveys',
        }),
      ],
      'notes.pdf',
    );
    expect(guidance).toMatch(/^\*\*Not covered/);
  });
});
