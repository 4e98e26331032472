// What a missing client address costs: on hosted Supabase without the
// gateway's header, two different visitors are one caller to the rate limit.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import { setDatabase } from './database.ts';
import { defineFunction } from './http.ts';

const ping = defineFunction({
  name: 'shared-bucket-ping',
  schema: z.object({}),
  rateLimit: { requests: 2, windowSeconds: 3600 },
  async handle() {
    return { ok: true };
  },
});

const from = (headers: Record<string, string>) =>
  ping(new Request('http://localhost/functions/v1/ping', { method: 'POST', headers, body: '{}' }));

describe('rate limits on hosted Supabase', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    setDatabase(t.db);
  });
  afterAll(() => t?.dispose());
  afterEach(() => vi.unstubAllGlobals());

  it('count visitors apart by cf-connecting-ip, and as one visitor when it is missing', async () => {
    vi.stubGlobal('Deno', { version: { deno: '2.1.0' }, env: { get: (name: string) => process.env[name] } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await t.db.query('delete from public.rate_limits');

    // With the header: each visitor has a limit of their own.
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
      expect((await from({ 'cf-connecting-ip': address })).status, address).toBe(200);
    }
    expect((await from({ 'cf-connecting-ip': '203.0.113.1' })).status).toBe(429);

    // Without it: two visitors (their own X-Real-IP differs) use up one shared limit.
    expect((await from({ 'x-real-ip': '198.51.100.1' })).status).toBe(200);
    expect((await from({ 'x-real-ip': '198.51.100.2' })).status).toBe(200);
    const third = await from({ 'x-real-ip': '198.51.100.3' });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    const buckets = await t.db.query<{ bucket: string }>('select bucket from public.rate_limits order by bucket');
    expect(buckets.map((row) => row.bucket)).toEqual([
      'shared-bucket-ping:203.0.113.1',
      'shared-bucket-ping:203.0.113.2',
      'shared-bucket-ping:unknown',
    ]);
  });
});
