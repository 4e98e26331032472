// The document Q&A page's calls exactly as the browser makes them, with
// supabase-js against the real local server: upload, the page's read of the
// latest document (empty: documents are private, so it finds none), a question, and a second
// visitor who cannot see or use the first one's document without its id.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { DATABASE_TARGETS } from '../../supabase/database/testing/test-databases.ts';
import { documentRetentionHours, DEFAULT_RETENTION_HOURS, purgeExpiredData } from './maintenance/purge.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

const TERMS = `TERMS OF BUSINESS

1.1 The Practice prepares annual accounts and tax returns for the client.

1.2 Invoices are payable within 30 days of the invoice date. Late payments may carry interest.`;

describe.each(DATABASE_TARGETS)('document Q&A page calls on %s', (target) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const secondVisitor = () =>
    createClient(t.server.url, t.server.anonKey, {
      // Node 20 has no global WebSocket; supabase-js needs one for realtime.
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });

  it('uploads, asks with citations, and keeps the document out of every listing', async () => {
    const upload = await t.supabase.functions.invoke('process-ethics-document', { body: { documentText: TERMS, fileName: 'terms.txt' } });
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ processedChunks: 2, documentId: expect.any(String) });

    const latest = await t.supabase.from('ethics_documents').select('document_id').order('created_at', { ascending: false }).limit(1);
    expect(latest.error).toBeNull();
    expect(latest.data).toEqual([]);

    const answer = await t.supabase.functions.invoke('query-ethics-document', {
      body: { question: 'When are invoices payable?', documentId: upload.data.documentId, searchMode: 'hybrid', optimizeForSpeed: true },
    });
    expect(answer.error).toBeNull();
    expect(answer.data.searchMethod).toBe('hybrid');
    expect(answer.data.guidance).toContain('30 days');
    expect(answer.data.citations[0].sectionRef).toBe('Section 1.2');
  });

  it("gives a second visitor nothing of the first one's document", async () => {
    const upload = await t.supabase.functions.invoke('process-ethics-document', { body: { documentText: TERMS, fileName: 'private.txt' } });
    const other = secondVisitor();
    const listed = await other.from('ethics_documents').select('document_id').order('created_at', { ascending: false }).limit(1);
    expect(listed.data).toEqual([]);
    const chunks = await other.from('ethics_chunks').select('content');
    expect(chunks.error).not.toBeNull();

    // A guessed id finds nothing; only the uploader holds the real one.
    const guessed = await other.functions.invoke('query-ethics-document', {
      body: { question: 'When are invoices payable?', documentId: crypto.randomUUID(), searchMode: 'hybrid', optimizeForSpeed: true },
    });
    expect(guessed.error).not.toBeNull();
    expect((guessed.error as { context: Response }).context.status).toBe(404);

    const deleted = await t.supabase.functions.invoke('process-ethics-document', {
      body: { action: 'delete', documentId: upload.data.documentId },
    });
    expect(deleted.data).toEqual({ deleted: true });
    const status = await t.supabase.functions.invoke('process-ethics-document', {
      body: { action: 'status', documentId: upload.data.documentId },
    });
    expect((status.error as { context: Response }).context.status).toBe(404);
  });

  it('purges uploads older than the retention period', async () => {
    const upload = await t.supabase.functions.invoke('process-ethics-document', { body: { documentText: TERMS, fileName: 'old.txt' } });
    await t.server.database.query(`update ethics_documents set created_at = now() - interval '3 hours' where document_id = $1`, [
      upload.data.documentId,
    ]);
    expect((await purgeExpiredData(t.server.database, 4)).documents).toBe(0);
    expect((await purgeExpiredData(t.server.database, 2)).documents).toBe(1);
    const status = await t.supabase.functions.invoke('process-ethics-document', {
      body: { action: 'status', documentId: upload.data.documentId },
    });
    expect((status.error as { context: Response }).context.status).toBe(404);
  });
});

describe('document retention setting', () => {
  it('defaults to 24 hours and refuses nonsense', () => {
    expect(documentRetentionHours({})).toBe(DEFAULT_RETENTION_HOURS);
    expect(documentRetentionHours({ DOCUMENT_RETENTION_HOURS: '2.5' })).toBe(2.5);
    expect(() => documentRetentionHours({ DOCUMENT_RETENTION_HOURS: 'soon' })).toThrow(/DOCUMENT_RETENTION_HOURS/);
    expect(() => documentRetentionHours({ DOCUMENT_RETENTION_HOURS: '0' })).toThrow(/more than 0/);
  });
});
