// The twenty-fifth round's general causes, met on a staff handbook, a privacy
// notice, a radio's manual and a timekeeping policy nobody here had used: the
// sentence after the one describing a situation, opening on a condition that
// points back to it ('If either of these happen, …'), says what to do then.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { qualifiesBefore } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const HANDBOOK = [
  '# Staff handbook',
  '',
  '## Logging your hours',
  '',
  'Every project has its own code in the booking tool, and each entry names one.',
  '',
  '## Mistakes',
  '',
  'Now and then you will forget to clock in, or you will leave the clock running after you go home. If either of these happen, you can correct the entry yourself in the booking tool. Ask your lead when unsure.',
].join('\n');

describe('a condition pointing back to the sentence before it', () => {
  it.each([
    'If either of these happen, you can correct the entry.',
    'When this happens, restart the service.',
    'If that fails, call the help desk.',
    'In that case, the order is cancelled.',
  ])('goes with the sentence before it: %j', (text) => {
    expect(qualifiesBefore(text)).toBe(true);
  });

  it.each(['If the light is red, stop.', 'When you arrive, sign in at reception.', 'In this document we describe the tool.'])(
    'a condition of its own does not: %j',
    (text) => {
      expect(qualifiesBefore(text)).toBe(false);
    },
  );
});

describe.each(DATABASE_TARGETS)('a handbook asked what happens after a slip, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes what to do with the sentence describing the slip', async () => {
    const guidance = await askAboutText(HANDBOOK, 'handbook.md', 'What happens if I forget to clock in or leave the clock running overnight?');
    expect(guidance).toContain('you can correct the entry yourself in the booking tool');
  });
});
