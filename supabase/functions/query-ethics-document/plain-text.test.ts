// The answer is Markdown, but an API caller reads it as text: what the
// document says is quoted as written (hyphens, underscores inside a word),
// and only what Markdown would read as syntax is escaped, so that a quoted
// *bold*, _x_, `code` or [link](x) shows as those characters on the page.
import { micromark } from 'micromark';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import processHandler from '../process-ethics-document/handler.ts';
import handler from './handler.ts';
import { callHandler } from './testing/call.ts';

const NOTES = `VAULT NOTES

1.1 The vault key APIMWXICKBE-VAULT is rotated by the update-mime-database command and the ASN1_MAX_NAME_SIZE limit applies to its name.

1.2 Reviewers mark a risky clause as *bold* and a doubtful clause as _x_ before the reviewers meeting.

1.3 The rotation script is called \`code\` and its manual is at [link](x) beside the rotation script.`;

/** The HTML the page would show, tags and all. */
const render = (markdown: string) => micromark(markdown);

describe.each(DATABASE_TARGETS)('document answers as plain text on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));
  let documentId: string;
  const ask = async (question: string) =>
    String(
      (await callHandler(handler, 'query-ethics-document', { question, documentId, searchMode: 'hybrid', optimizeForSpeed: true })).body
        .guidance,
    );

  beforeAll(async () => {
    documentId = (await callHandler(processHandler, 'process-ethics-document', { documentText: NOTES, fileName: 'vault-notes.txt' })).body
      .documentId as string;
  });

  it('quotes hyphens and an identifier’s underscores as they are', async () => {
    const guidance = await ask('Which command rotates the vault key?');
    expect(guidance).toContain('APIMWXICKBE-VAULT is rotated by the update-mime-database command and the ASN1_MAX_NAME_SIZE limit');
    expect(guidance).not.toMatch(/\\[-_]/);
  });

  it('keeps a quoted *bold* and _x_ inert: escaped in the answer, shown as written on the page', async () => {
    const guidance = await ask('How do reviewers mark a risky clause?');
    expect(guidance).toContain('as \\*bold\\* and a doubtful clause as \\_x\\_ before');
    const html = render(guidance);
    expect(html).toContain('as *bold* and a doubtful clause as _x_ before');
    // The only emphasis is the file name's, ours.
    expect(html.match(/<em>[^<]*<\/em>/g)).toEqual(['<em>vault-notes.txt</em>']);
  });

  it('keeps a quoted `code` and [link](x) inert', async () => {
    const guidance = await ask('Where is the manual of the rotation script?');
    expect(guidance).toContain('called \\`code\\` and its manual is at [link\\](x) beside');
    const html = render(guidance);
    expect(html).toContain('called `code` and its manual is at [link](x) beside');
    expect(html).not.toMatch(/<a |<code>/);
  });
});
