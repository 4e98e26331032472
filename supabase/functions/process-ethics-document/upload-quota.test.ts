// The public upload is bounded per client and day (number and size, an IPv6
// /64 counting as one client) and site-wide by stored bytes; a refusal says
// why in words and loses nothing already stored.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import { CLIENT_ADDRESS_HEADER, trustLocalServerAddressHeader } from '../_shared/client-address.ts';
import { setDatabase } from '../_shared/database.ts';
import handler from './handler.ts';

trustLocalServerAddressHeader();

const text = (label: string, size = 400) =>
  `${label}. ${'The firm keeps working papers for six years after the engagement ends. '.repeat(Math.ceil(size / 70))}`.slice(0, size);

async function upload(address: string, documentText: string) {
  const response = await handler(
    new Request('http://localhost/functions/v1/process-ethics-document', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ documentText, fileName: 'terms.txt' }),
    }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function statusOf(address: string, documentId: unknown) {
  const response = await handler(
    new Request('http://localhost/functions/v1/process-ethics-document', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ action: 'status', documentId }),
    }),
  );
  return response.status;
}

describe.each(DATABASE_TARGETS)('upload quota on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(target);
    setDatabase(t.db);
  });
  afterAll(() => t?.dispose());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('refuses the upload past the daily number with a 429 that says so, counting a whole IPv6 /64 as one client', async () => {
    vi.stubEnv('RATE_LIMITS', 'on');
    vi.stubEnv('DOCUMENT_UPLOADS_PER_DAY', '2');
    const first = await upload('2001:db8:aa:1::1', text('First'));
    expect(first.status).toBe(200);
    expect((await upload('2001:db8:aa:1::2', text('Second'))).status).toBe(200);
    const third = await upload('2001:db8:aa:1:ffff::3', text('Third'));
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/today's limit of 2 uploads.*already uploaded stay available/);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing already stored is lost, and another client is unaffected.
    expect(await statusOf('2001:db8:aa:1::1', first.body.documentId)).toBe(200);
    expect((await upload('2001:db8:aa:2::1', text('Elsewhere'))).status).toBe(200);
  });

  it('refuses the upload past the daily size with a 429, and counts nothing for it', async () => {
    vi.stubEnv('RATE_LIMITS', 'on');
    vi.stubEnv('DOCUMENT_UPLOAD_BYTES_PER_DAY', '1000');
    expect((await upload('203.0.113.20', text('Small', 600))).status).toBe(200);
    const over = await upload('203.0.113.20', text('Large', 600));
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/today's limit of 1 KB of documents from your connection.*already uploaded stay available/);
    // A smaller one still fits the rest of the day's allowance.
    expect((await upload('203.0.113.20', text('Fits', 300))).status).toBe(200);
  });

  it('refuses any upload with a 507 once the store is full, keeping every stored document', async () => {
    vi.stubEnv('RATE_LIMITS', 'off');
    const stored = await upload('203.0.113.30', text('Kept', 500));
    expect(stored.status).toBe(200);
    const [{ total }] = (await t.db.query<{ total: string }>('select sum(stored_bytes)::text as total from public.ethics_documents')) as [
      { total: string },
    ];
    expect(Number(total)).toBeGreaterThanOrEqual(500);
    vi.stubEnv('DOCUMENT_STORAGE_BYTES', String(Number(total) + 200));
    const full = await upload('203.0.113.31', text('No room', 500));
    expect(full.status).toBe(507);
    expect(full.body.error).toMatch(/no room for more documents.*already uploaded are not affected/);
    expect(await statusOf('203.0.113.30', stored.body.documentId)).toBe(200);
    expect((await upload('203.0.113.31', text('Tiny', 150))).status).toBe(200);
  });
});
