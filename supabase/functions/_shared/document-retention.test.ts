// A document past its retention period is neither served nor queried, even
// when no purge has run: the clock is pinned past the limit and the rows are
// still in the table.
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
  let uploadedAt: number;
  beforeAll(async () => {
    t = await openTestDatabase(target);
    setDatabase(t.db);
    uploadedAt = Date.now();
    const { body } = await callHandler(processHandler, 'process-ethics-document', { documentText: TEXT, fileName: 'terms.txt' });
    documentId = String(body.documentId);
  });
  afterAll(() => t?.dispose());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  const pinClock = (hoursAfterUpload: number) => {
    vi.useFakeTimers({ toFake: ['Date'], now: uploadedAt + hoursAfterUpload * HOUR });
  };
  const status = () => callHandler(processHandler, 'process-ethics-document', { action: 'status', documentId });
  const ask = () => callHandler(queryHandler, 'query-ethics-document', { documentId, question: 'When does the client pay the invoice?' });

  it('serves and answers a document inside its 24 hours', async () => {
    pinClock(23);
    expect((await status()).status).toBe(200);
    expect((await ask()).status).toBe(200);
  });

  it('neither serves nor answers it after 24 hours, though the purge has not run', async () => {
    pinClock(25);
    expect(await status()).toEqual({ status: 404, body: { error: DOCUMENT_GONE_MESSAGE } });
    expect(await ask()).toEqual({ status: 404, body: { error: DOCUMENT_GONE_MESSAGE } });
    const rows = await t.db.query('select 1 from public.ethics_documents where document_id = $1', [documentId]);
    expect(rows).toHaveLength(1);
  });

  it('follows DOCUMENT_RETENTION_HOURS', async () => {
    vi.stubEnv('DOCUMENT_RETENTION_HOURS', '2');
    pinClock(3);
    expect((await status()).status).toBe(404);
    expect((await ask()).status).toBe(404);
    pinClock(1);
    expect((await status()).status).toBe(200);
  });
});
