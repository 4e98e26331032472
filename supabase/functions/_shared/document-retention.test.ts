// A document past its retention period is neither served nor queried, even
// when no purge has run: the row is aged on the database's clock, the one
// that set its creation time, and is still in the table. A function whose own
// clock runs ahead of the database's still serves a document just uploaded.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import processHandler from '../process-ethics-document/handler.ts';
import queryHandler from '../query-ethics-document/handler.ts';
import { callHandler } from '../query-ethics-document/testing/call.ts';
import { setDatabase } from './database.ts';
import { DOCUMENT_GONE_MESSAGE } from './document-messages.ts';

const TEXT = `ENGAGEMENT TERMS

1.1 The firm sends an invoice at the end of each month and the client pays within thirty days of the invoice date.

1.2 The firm keeps working papers for six years after the engagement ends.`;

const HOUR = 3_600_000;

describe.each(DATABASE_TARGETS)('document retention on reads on %s', (target) => {
  let t: TestDatabase;
  let documentId: string;
  beforeAll(async () => {
    t = await openTestDatabase(target);
    setDatabase(t.db);
    const { body } = await callHandler(processHandler, 'process-ethics-document', { documentText: TEXT, fileName: 'terms.txt' });
    documentId = String(body.documentId);
  });
  afterAll(() => t?.dispose());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  /** Sets the document's upload this many hours before the database's now. */
  const uploadedHoursAgo = (hours: number) =>
    t.db.query(`update public.ethics_documents set created_at = now() - $2::float8 * interval '1 hour' where document_id = $1`, [
      documentId,
      hours,
    ]);
  const status = () => callHandler(processHandler, 'process-ethics-document', { action: 'status', documentId });
  const ask = () => callHandler(queryHandler, 'query-ethics-document', { documentId, question: 'When does the client pay the invoice?' });

  it('serves and answers a document inside its 24 hours', async () => {
    await uploadedHoursAgo(23);
    expect((await status()).status).toBe(200);
    expect((await ask()).status).toBe(200);
  });

  it('neither serves nor answers it after 24 hours, though the purge has not run', async () => {
    await uploadedHoursAgo(25);
    expect(await status()).toEqual({ status: 404, body: { error: DOCUMENT_GONE_MESSAGE } });
    expect(await ask()).toEqual({ status: 404, body: { error: DOCUMENT_GONE_MESSAGE } });
    const rows = await t.db.query('select 1 from public.ethics_documents where document_id = $1', [documentId]);
    expect(rows).toHaveLength(1);
  });

  it('follows DOCUMENT_RETENTION_HOURS', async () => {
    vi.stubEnv('DOCUMENT_RETENTION_HOURS', '2');
    await uploadedHoursAgo(3);
    expect((await status()).status).toBe(404);
    expect((await ask()).status).toBe(404);
    await uploadedHoursAgo(1);
    expect((await status()).status).toBe(200);
  });

  // PGlite runs in this process and reads its clock, so only a database of its own can disagree with it.
  if (target !== 'postgres') return;
  it("measures the age on the database's clock, whatever the function's own clock says", async () => {
    await uploadedHoursAgo(0);
    // The function's clock a month ahead of the database's (a skewed host, or faketime beside a real Postgres).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 24 * HOUR });
    expect((await status()).status).toBe(200);
    expect((await ask()).status).toBe(200);
  });
});
