// The upload contract: validation messages, passages stored in one statement,
// the sample, status and delete, and what the anonymous role can see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabase } from '../_shared/database.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import { callHandler } from '../query-ethics-document/testing/call.ts';
import handler from './handler.ts';
import { MAX_DOCUMENT_BYTES, TOO_SHORT_MESSAGE, uploadResponseSchema } from './contract.ts';
import { asAnon } from '../../database/testing/as-anon.ts';

const TEXT = `ENGAGEMENT TERMS

1.1 These terms apply to every engagement the firm accepts from a client, whatever the size of the work.

1.2 The firm sends an invoice at the end of each month and the client pays within thirty days of the invoice date.

Section 2 Records

2.1 The firm keeps working papers for six years after the engagement ends.`;

describe.each(DATABASE_TARGETS)('process-ethics-document on %s', (target) => {
  let database: TestDatabase;
  let db: TestDatabase['db'];
  const call = (body: unknown) => callHandler(handler, 'process-ethics-document', body);

  beforeAll(async () => {
    database = await openTestDatabase(target);
    db = database.db;
    setDatabase(db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('stores the passages with their references and answers the spec fields and a random id', async () => {
    const { status, body } = await call({ documentText: TEXT, fileName: 'C:\\fakepath\\terms.txt' });
    expect(status).toBe(200);
    expect(body.documentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.processedChunks).toBe(3);
    expect(body.fileName).toBe('terms.txt');
    // The page reads the answer with the same contract, field for field.
    expect(uploadResponseSchema.safeParse(body)).toMatchObject({ success: true, data: body });
    const rows = await db.query<{ section_ref: string; content: string }>(
      'select section_ref, content from ethics_chunks where document_id = $1 order by position',
      [body.documentId],
    );
    expect(rows.map((row) => row.section_ref)).toEqual(['Section 1.1', 'Section 1.2', 'Section 2.1']);
    expect(rows[1]!.content).toContain('thirty days');
    const second = await call({ documentText: TEXT, fileName: 'terms.txt' });
    expect(second.body.documentId).not.toBe(body.documentId);
  });

  it.each([
    ['empty', ''],
    ['too short', 'Only a few words here.'],
    ['whitespace padded', `${' '.repeat(200)}short${' '.repeat(200)}`],
  ])('refuses an %s document with the spec message', async (_, documentText) => {
    const { status, body } = await call({ documentText, fileName: 'a.txt' });
    expect(status).toBe(400);
    expect(body.error).toContain(TOO_SHORT_MESSAGE);
  });

  it('refuses binary content, a missing file name and an oversized document, storing nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from ethics_documents');
    expect((await call({ documentText: `${TEXT}\u0001\u0002`, fileName: 'x.bin' })).status).toBe(400);
    expect((await call({ documentText: TEXT })).body.error).toMatch(/fileName/);
    const huge = await call({ documentText: 'word '.repeat(MAX_DOCUMENT_BYTES / 5 + 10), fileName: 'big.txt' });
    expect(huge.status).toBe(413);
    const after = await db.query<{ n: number }>('select count(*)::int as n from ethics_documents');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('accepts a 2 MB document in one request', async () => {
    const paragraph = 'The adviser reviews the client file, records each decision and "quotes" the relevant rule.\n\n';
    const text = paragraph.repeat(Math.floor((MAX_DOCUMENT_BYTES - 100) / paragraph.length));
    const { status, body } = await call({ documentText: text, fileName: 'large.txt' });
    expect(status).toBe(200);
    expect(body.processedChunks).toBeGreaterThan(100);
  });

  it('loads the sample standard, marked as the sample', async () => {
    const { status, body } = await call({ action: 'sample' });
    expect(status).toBe(200);
    expect(body.processedChunks).toBeGreaterThan(20);
    const rows = await db.query<{ is_sample: boolean }>('select is_sample from ethics_documents where document_id = $1', [body.documentId]);
    expect(rows[0]!.is_sample).toBe(true);
  });

  it('tells the holder of an id whether the document exists, and deletes it with its passages', async () => {
    const { body } = await call({ documentText: TEXT, fileName: 'terms.txt' });
    const status = await call({ action: 'status', documentId: body.documentId });
    expect(status.body).toMatchObject({ documentId: body.documentId, fileName: 'terms.txt', processedChunks: 3, isSample: false });
    expect(await call({ action: 'delete', documentId: body.documentId })).toEqual({ status: 200, body: { deleted: true } });
    expect((await call({ action: 'status', documentId: body.documentId })).status).toBe(404);
    expect((await call({ action: 'delete', documentId: body.documentId })).body).toEqual({ deleted: false });
    const chunks = await db.query<{ n: number }>('select count(*)::int as n from ethics_chunks where document_id = $1', [body.documentId]);
    expect(chunks[0]!.n).toBe(0);
    expect((await call({ action: 'status', documentId: 'not-an-id' })).status).toBe(400);
  });

  it('lets the anonymous role see no document, passage or cached answer, and change nothing', async () => {
    await call({ documentText: TEXT, fileName: 'secret.txt' });
    const spec = await asAnon(db, (anon) => anon.query('select document_id from ethics_documents order by created_at desc limit 1'));
    expect(spec).toEqual([]);
    await expect(asAnon(db, (anon) => anon.query('select content from ethics_chunks limit 1'))).rejects.toThrow();
    await expect(asAnon(db, (anon) => anon.query('select guidance from ethics_answer_cache limit 1'))).rejects.toThrow();
    await expect(
      asAnon(db, (anon) => anon.query(`insert into ethics_documents (file_name, char_count, chunk_count) values ('x', 100, 1)`)),
    ).rejects.toThrow();
    await expect(asAnon(db, (anon) => anon.query('delete from ethics_documents'))).rejects.toThrow();
    await expect(asAnon(db, (anon) => anon.query(`select public.purge_expired_ethics_documents()`))).rejects.toThrow();
    const rls = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('ethics_documents', 'ethics_chunks', 'ethics_answer_cache') order by relname`,
    );
    expect(rls.every((row) => row.relrowsecurity)).toBe(true);
    expect(rls).toHaveLength(3);
  });

  it('purges documents older than the retention period, passages included', async () => {
    const { body } = await call({ documentText: TEXT, fileName: 'old.txt' });
    await db.query(`update ethics_documents set created_at = now() - interval '25 hours' where document_id = $1`, [body.documentId]);
    const purged = await db.query<{ n: number }>(`select public.purge_expired_ethics_documents(interval '24 hours') as n`);
    expect(purged[0]!.n).toBeGreaterThanOrEqual(1);
    expect((await call({ action: 'status', documentId: body.documentId })).status).toBe(404);
    const chunks = await db.query<{ n: number }>('select count(*)::int as n from ethics_chunks where document_id = $1', [body.documentId]);
    expect(chunks[0]!.n).toBe(0);
  });
});
