// The forty-ninth round's general causes, read from the forty-first visitor set's misses (a hackathon's volunteer
// handbook made in Apple Pages), shown here on made-up text: a reader's words for a handbook's, as synonym data (a
// walkie-talkie as a two-way radio, snacks as food, a small cut as a minor injury, patching someone up as first aid).
// The handbook's page numbers, each set beside a null glyph, had read into the sentences running over a page
// ('…but it is 4 recommended…'): shared/document-text/src/pdf/furniture.test.ts.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const HANDBOOK = [
  '# Volunteer Handbook',
  '',
  '## In case of emergency',
  '',
  'If someone comes to you with a minor injury, do not perform first aid yourself. Call an organiser to the spot.',
  '',
  '## Food',
  '',
  'Please do not bring outside food into the hall, except for water.',
  '',
  '## Using the two-way radio',
  '',
  '1. Press and hold the side button and speak.',
  '2. Release the button and wait for a response.',
].join('\n');

describe.each(DATABASE_TARGETS)('a volunteer handbook asked in a reader’s words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it.each([
    ['Can I patch up a small cut myself?', 'do not perform first aid yourself'],
    ['Can I bring my own snacks?', 'do not bring outside food into the hall'],
    ['How do I use the walkie-talkie?', 'Press and hold the side button and speak.'],
  ])('answers "%s" from the passage that says it', async (question, said) => {
    expect(await askAboutText(HANDBOOK, 'volunteer-handbook.md', question)).toContain(said);
  });
});
