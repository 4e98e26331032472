// The fifty-fifth round's general causes, shown here on made-up text: a reader's command-line 'switch' is a manual's
// 'option' (synonym data, read from the forty-sixth visitor set's misses); and the answer's lead sentence is quoted with
// the next sentence of its paragraph (across the development sets, the sentence holding the missing fact was most often
// the one printed right after the sentence quoted first), not across a paragraph break.
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

const POLICY = [
  '# Staff handbook',
  '',
  '## Salary review',
  '',
  'Salaries are reviewed once a year by the finance committee in March. Any rise agreed is backdated to the first of January.',
  '',
  '## Equipment',
  '',
  'Laptops are replaced every four years by the office manager.',
  '',
  'Phones are not provided.',
].join('\n');

describe.each(DATABASE_TARGETS)('the sentence after the answer’s lead, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is quoted with it when the paragraph goes on', async () => {
    const answer = await askAboutText(POLICY, 'handbook.md', 'When does the committee look at salaries each year?');
    expect(answer).toContain('in March. Any rise agreed is backdated to the first of January.');
  });

  it('is not joined across a paragraph break', async () => {
    const answer = await askAboutText(POLICY, 'handbook.md', 'How often do we get new laptops?');
    expect(answer).toContain('Laptops are replaced every');
    expect(answer).not.toContain('Phones are not provided');
  });
});

const REVISED_PROCEDURE = [
  'Data Review',
  '',
  'Standard Operating Procedures',
  '',
  '## Revision History',
  '',
  '| Version | Date | Modified By | Revision Description |',
  '| --- | --- | --- | --- |',
  '| V1.0 | 2/8/2019 | Aoife Kelly | Initial release |',
  '',
  '## Purpose',
  '',
  'To set out how submitted data is reviewed before it is accepted.',
].join('\n');

describe.each(DATABASE_TARGETS)('a procedure whose revision history names who modified it, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers who wrote it from the Modified By column, as from an Author column', async () => {
    const answer = await askAboutText(REVISED_PROCEDURE, 'data-review-sop.docx', 'Who wrote this procedure?');
    expect(answer).toContain('Aoife Kelly');
  });
});
