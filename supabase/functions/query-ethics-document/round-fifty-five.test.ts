// The fifty-fifth round's general cause, read from the forty-sixth visitor set's misses (manuals typeset by Unix
// tools), shown here on made-up text: a reader's command-line 'switch' is a manual's 'option' (synonym data).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const MANUAL = [
  '# Using the formatter',
  '',
  '## Running it',
  '',
  'The formatter reads its input files in order and writes the result to standard output.',
  '',
  '## Options',
  '',
  'The -q option suppresses every message except errors.',
  '',
  '## Fonts',
  '',
  'Fonts are read from the font directory when the formatter starts.',
].join('\n');

describe.each(DATABASE_TARGETS)('a command-line switch asked about, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is answered from what the manual says of its options', async () => {
    const answer = await askAboutText(MANUAL, 'manual.md', 'Which switch keeps the formatter from chattering?');
    expect(answer).toContain('The -q option suppresses every message except errors.');
  });
});
