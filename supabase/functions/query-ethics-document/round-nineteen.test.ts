// The nineteenth visitor set's general cause: a section titled wholly in the
// question's words ('Feedback' of 'Where can I send feedback?') is about what
// was asked, so its text answers though it shares only that word with the
// question; but only below the threshold, for a reader's phrasing, not when
// a specific word of the question is one the document lacks.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';
import { COVERED_THRESHOLD, PHRASING_THRESHOLD } from './threshold.ts';
import { askAboutText } from './testing/ask-about-text.ts';

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
      PHRASING_THRESHOLD,
    );
    expect(guidance).toContain('please use our forums');
  });

  it('does not answer when its text does not name what its title does', () => {
    const guidance = composedGuidance(
      question,
      [passage('Please use our forums.', { heading: 'Simulator notes › Feedback', sectionRef: 'Feedback' })],
      'notes.pdf',
      PHRASING_THRESHOLD,
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
      PHRASING_THRESHOLD,
    );
    expect(guidance).toMatch(/^\*\*Not covered/);
  });
});

describe('a section titled in the question’s words, at the threshold itself', () => {
  it('does not answer: the question names something specific the document may lack', () => {
    const guidance = composedGuidance(
      question,
      [
        passage('If you have questions or wish to provide feedback, please use our forums.', {
          heading: 'Simulator notes › Feedback',
          sectionRef: 'Feedback',
        }),
      ],
      'notes.pdf',
      COVERED_THRESHOLD,
    );
    expect(guidance).toMatch(/^\*\*Not covered/);
  });
});

const NOTES = [
  '# Simulator notes',
  '',
  '## Running the code',
  '',
  'Run the simulation code from a terminal with the input file. The code writes one output file per run.',
  '',
  '## Feedback',
  '',
  'If you have questions or wish to provide feedback, please use our forums.',
].join('\n');

describe.each(DATABASE_TARGETS)('a section titled in the question’s words, asked through the function on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  const ask = (question: string) => askAboutText(NOTES, 'notes.md', question);

  it('answers a reader asking in words of their own', async () => {
    expect(await ask(question)).toContain('please use our forums');
  });

  it('declines a question whose specific words the document lacks', async () => {
    expect(await ask('Can I give feedback on the canteen food?')).toMatch(/^\*\*Not covered/);
  });
});
