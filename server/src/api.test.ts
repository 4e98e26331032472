// The API as the browser uses it: supabase-js against the real server, on
// PGlite and (when configured) on Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../supabase/database/testing/test-databases.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';
import { assessmentPayload, contactPayload } from '../../supabase/functions/send-contact-email/testing/payloads.ts';

// A table of our own, so the REST tests do not depend on any demo's data.
const TEST_TABLE_SQL = `
  create table public.rest_test_items (id int primary key, label text, secret text, created_at timestamptz);
  alter table public.rest_test_items enable row level security;
  create policy rest_test_items_anon_select on public.rest_test_items for select to anon using (id <= 40);
  grant select on public.rest_test_items to anon;
  insert into public.rest_test_items
    select n, 'item ' || n, 'secret ' || n, timestamptz '2026-01-01' + make_interval(days => n) from generate_series(1, 42) n;
  create table public.rest_test_empty (id int primary key);
  alter table public.rest_test_empty enable row level security;
  create policy rest_test_empty_anon_select on public.rest_test_empty for select to anon using (true);
  grant select on public.rest_test_empty to anon;`;

describe.each(DATABASE_TARGETS)('API on %s', (target) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(target, {
      rateLimits: false,
      restWhitelist: { rest_test_items: ['id', 'label', 'created_at'], rest_test_empty: ['id'] },
    });
    await t.server.database.exec(TEST_TABLE_SQL);
  });
  afterAll(() => t?.stop());

  const outbox = () =>
    t.server.database.query<{ kind: string; sender_email: string; body: string; is_spam: boolean; payload: unknown }>(
      'select kind, sender_email, body, is_spam, payload from public.contact_outbox order by created_at',
    );

  describe('send-contact-email', () => {
    it('stores a contact message in the outbox before answering success', async () => {
      const { data, error } = await t.supabase.functions.invoke('send-contact-email', { body: contactPayload() });
      expect(error).toBeNull();
      expect(data).toEqual({ success: true });
      const rows = (await outbox()).filter((row) => row.sender_email === 'aoife@example.ie');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'contact', is_spam: false });
      expect(rows[0]?.body).toContain('We would like to talk about route planning.');
    });

    it('stores the assessment with the score and every answer in the e-mail body', async () => {
      const { error } = await t.supabase.functions.invoke('send-contact-email', { body: assessmentPayload() });
      expect(error).toBeNull();
      const row = (await outbox()).find((r) => r.kind === 'ai-readiness');
      expect(row?.body).toContain('Score:  63% (30 of 48 points)');
      for (let s = 1; s <= 4; s += 1) {
        for (let q = 1; q <= 4; q += 1) expect(row?.body).toContain(`Answer option ${(s + q - 2) % 4} for ${s}.${q}`);
      }
    });

    it('answers a filled honeypot with success but flags the message as spam', async () => {
      const { data, error } = await t.supabase.functions.invoke('send-contact-email', {
        body: contactPayload({ email: 'bot@example.com', website: 'http://spam.example' }),
      });
      expect(error).toBeNull();
      expect(data).toEqual({ success: true });
      const rows = (await outbox()).filter((row) => row.sender_email === 'bot@example.com');
      expect(rows.map((row) => row.is_spam)).toEqual([true]);
    });

    it('rejects an invalid e-mail with a 400 naming the field, and stores nothing', async () => {
      const before = (await outbox()).length;
      const { error } = await t.supabase.functions.invoke('send-contact-email', {
        body: contactPayload({ email: 'not-an-address' }),
      });
      expect(error?.name).toBe('FunctionsHttpError');
      const response = (error as { context: Response }).context;
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/email: Please enter a valid e-mail address/);
      expect(await outbox()).toHaveLength(before);
    });
  });

  describe('rate limits through the server', () => {
    it('counts by the socket address, whatever address headers the caller sends', async () => {
      process.env.RATE_LIMITS = 'on';
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          const response = await fetch(`${t.server.url}/functions/v1/send-contact-email`, {
            method: 'POST',
            headers: {
              apikey: t.server.anonKey,
              'content-type': 'application/json',
              'x-forwarded-for': `198.51.100.${i}`,
              'x-meitheal-client-address': `203.0.113.${i}`,
            },
            body: JSON.stringify(contactPayload({ email: `limit${i}@example.ie` })),
          });
          statuses.push(response.status);
          if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
        expect(statuses[10]).toBe(429);
      } finally {
        process.env.RATE_LIMITS = 'off';
      }
    });
  });

  describe('functions routing', () => {
    it('answers an unknown function with a JSON 404', async () => {
      const response = await fetch(`${t.server.url}/functions/v1/no-such-function`, {
        method: 'POST',
        headers: { apikey: t.server.anonKey },
      });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatch(/no function called "no-such-function"/);
    });

    it('refuses calls without the anon key', async () => {
      const response = await fetch(`${t.server.url}/functions/v1/send-contact-email`, {
        method: 'POST',
        body: JSON.stringify(contactPayload()),
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error).toMatch(/API key/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('answers the CORS preflight with the headers supabase-js sends', async () => {
      const response = await fetch(`${t.server.url}/functions/v1/send-contact-email`, { method: 'OPTIONS' });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-retry-count');
    });
  });

  describe('REST reads', () => {
    it('counts rows as anon, so row-level security applies (42 rows, anon sees 40)', async () => {
      const { count, error } = await t.supabase.from('rest_test_items').select('id', { count: 'exact', head: true });
      expect(error).toBeNull();
      expect(count).toBe(40);
    });

    it('orders, limits and offsets, returning only the selected columns', async () => {
      const { data, error } = await t.supabase
        .from('rest_test_items')
        .select('id, label')
        .order('created_at', { ascending: false })
        .range(2, 4);
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 38, label: 'item 38' },
        { id: 37, label: 'item 37' },
        { id: 36, label: 'item 36' },
      ]);
    });

    it('answers Content-Range for counted GETs, HEADs and empty tables', async () => {
      const headers = { apikey: t.server.anonKey, prefer: 'count=exact' };
      const get = await fetch(`${t.server.url}/rest/v1/rest_test_items?select=id&limit=10`, { headers });
      expect(get.headers.get('content-range')).toBe('0-9/40');
      expect(get.headers.get('access-control-expose-headers')).toBe('Content-Range');
      const head = await fetch(`${t.server.url}/rest/v1/rest_test_items?select=id`, { method: 'HEAD', headers });
      expect(head.headers.get('content-range')).toBe('0-39/40');
      const empty = await fetch(`${t.server.url}/rest/v1/rest_test_empty?select=id`, { headers });
      expect(empty.headers.get('content-range')).toBe('*/0');
      expect(await empty.json()).toEqual([]);
    });

    it.each([
      ['a column outside the whitelist', 'rest_test_items?select=secret', 400, /column "secret" is not available/],
      ['a table outside the whitelist', 'contact_outbox?select=id', 400, /table "contact_outbox" is not available/],
      ['a filter', 'rest_test_items?select=id&id=eq.1', 400, /"id" is not supported/],
      ['a bad limit', 'rest_test_items?limit=-1', 400, /limit must be a whole number/],
      ['an injection attempt in order', 'rest_test_items?order=id;drop table x', 400, /not available|not understood/],
    ])('refuses %s with a JSON 400', async (_label, path, status, message) => {
      const response = await fetch(`${t.server.url}/rest/v1/${path}`, { headers: { apikey: t.server.anonKey } });
      expect(response.status).toBe(status);
      expect((await response.json()).error).toMatch(message);
    });

    it('is read-only: writes get 405 and supabase-js reports the error', async () => {
      const { error, status } = await t.supabase.from('rest_test_items').insert({ id: 99 });
      expect(status).toBe(405);
      expect(error?.message).toMatch(/read-only/);
    });

    it('refuses reads without the anon key', async () => {
      const response = await fetch(`${t.server.url}/rest/v1/rest_test_items`, { headers: { apikey: 'wrong' } });
      expect(response.status).toBe(401);
    });
  });
});
