// A revision history answers what changed in the document, not what the document asks of its reader.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { asksOfChanges } from './question-kinds.ts';
import { isRevisionHistory } from './revision-history.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('a revision history', () => {
  it('is read by its heading or by a version table’s header row', () => {
    expect(isRevisionHistory({ heading: 'Procedure › 1. Revision History', content: 'See below.' })).toBe(true);
    expect(
      isRevisionHistory({
        heading: 'Procedure › 1. Scope',
        content: '| Version | Date | Modified By | Description |\n| --- | --- | --- | --- |',
      }),
    ).toBe(true);
    expect(isRevisionHistory({ heading: 'Procedure › 4. Testing', content: '| Step | Owner | Time allowed |\n| --- | --- | --- |' })).toBe(
      false,
    );
    expect(isRevisionHistory({ heading: 'Handbook › Version control', content: 'Every change is committed to Git.' })).toBe(false);
    expect(isRevisionHistory({ heading: 'Handbook › Change control', content: 'Changes are approved by the board.' })).toBe(false);
    expect(isRevisionHistory({ heading: 'Handbook › Known issues', content: '| Issue | Date | Description |\n| --- | --- | --- |' })).toBe(
      false,
    );
  });

  it('answers a question about versions and changes only', () => {
    expect(asksOfChanges('What changed in version 1.2?')).toBe(true);
    expect(asksOfChanges('When was this procedure last revised?')).toBe(true);
    expect(asksOfChanges('How long does the review take?')).toBe(false);
  });
});

const PROCEDURE = [
  '# Data review procedure',
  '',
  '## Revision History',
  '',
  '| Version | Date | Modified By | Revision Description |',
  '| --- | --- | --- | --- |',
  '| V1.0 | 2/8/2019 | A. Clerk | Initial release |',
  '| V1.1 | 12/20/2019 | A. Clerk | Added an expected 15-business day turnaround for the first review step |',
  '',
  '## First review step',
  '',
  'The review team checks the record counts of every file. Teams must plan for a 10-business day turnaround for the first review step.',
].join('\n');

describe.each(DATABASE_TARGETS)('a procedure with a revision history, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers how long the first step takes from the procedure, not from an old edit', async () => {
    const answer = await askAboutText(PROCEDURE, 'procedure.md', 'How long should we allow for the first review step turnaround?');
    expect(answer).toContain('10-business day');
    expect(answer).not.toContain('V1.1');
  });

  it('answers what changed from the revision history', async () => {
    const answer = await askAboutText(PROCEDURE, 'procedure.md', 'What changed in version V1.1?');
    expect(answer).toContain('V1.1');
  });
});
