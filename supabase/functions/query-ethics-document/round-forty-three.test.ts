// The forty-third round's general causes, read from the thirty-fifth visitor set's misses (a holidays policy and an
// open data policy in Markdown), each shown here on made-up text (the Markdown reader's share, setext headings and
// character references such as '&lt;=5', is tested in shared/document-text):
// - a table row whose first cell labels and defines its term ('| Lieu Days: These are paid days off… |') answers
//   'What's a lieu day?' as a definition does (compose.ts, definesSubject);
// - 'under this code', 'according to the charter' after the term asked about point at the document, as 'in this
//   guide' does: not part of the term (question-kinds.ts);
// - breaking the code or the rules is a breach, as synonym data (measured on the thirty-fifth set: its enforcement
//   question).
// (A bold line at the body's size ending on a word that needs more is no PDF heading: shared/document-text.)
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definesSubject } from './compose.ts';
import { definitionSubject } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const LEAVE_TABLE = [
  '| Type | Amount | Approval |',
  '| --- | --- | --- |',
  '| Lieu Days: These are paid days off in exchange for overtime work. | As needed | Managed per project |',
].join('\n');

describe('a definition in a table row’s first cell', () => {
  it('reads the first cell labelling and defining its term as the definition', () => {
    expect(definesSubject(LEAVE_TABLE, ['lieu', 'day'])).toBe(true);
    expect(definesSubject(LEAVE_TABLE, ['overtime'])).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('a term defined in a table, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the row defining the term when asked what it is', async () => {
    const policy = [
      '# Time off',
      '',
      '## Kinds of leave',
      '',
      LEAVE_TABLE,
      '',
      '## Lieu days',
      '',
      'Lieu days are arranged with your lead so that the project is not disrupted. Staff are paid a salary.',
    ].join('\n');
    const answer = await askAboutText(policy, 'time-off.md', "What's a lieu day?");
    expect(answer).toContain('Lieu Days: These are paid days off in exchange for overtime work.');
  });
});

describe('words pointing at the document after the term asked about', () => {
  it("reads 'under this code' and 'according to the charter' as pointing at the document", () => {
    expect(definitionSubject('What counts as harassment under this code?')).toEqual(['harassment']);
    expect(definitionSubject('What is a member according to the charter?')).toEqual(['member']);
    expect(definitionSubject('What is a record in this guide?')).toEqual(['record']);
  });
});
