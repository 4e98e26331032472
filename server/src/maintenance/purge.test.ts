// The retention promises of the privacy notice, with the clock pinned: the
// purge measures from a given moment, and rows are dated around each limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../supabase/database/testing/test-databases.ts';

const AT = '2026-11-22T12:00:00Z';

describe.each(DATABASE_TARGETS)('retention purge on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(target);
  });
  afterAll(() => t?.dispose());

  async function message(label: string, kind: 'contact' | 'ai-readiness', createdAt: string, isSpam = false) {
    await t.db.query(
      `insert into public.contact_outbox (kind, sender_name, sender_email, subject, body, payload, is_spam, created_at)
       values ($1, $2, 'x@example.ie', $2, 'body', '{}', $3, $4)`,
      [kind, label, isSpam, createdAt],
    );
  }
  const remaining = async () =>
    (await t.db.query<{ subject: string }>('select subject from public.contact_outbox order by subject')).map((row) => row.subject);

  it('keeps contact messages 24 months, assessment results 12, spam a day and rate-limit windows a day', async () => {
    await message('contact 23 months', 'contact', '2024-12-23T12:00:00Z');
    await message('contact 25 months', 'contact', '2024-10-22T12:00:00Z');
    await message('assessment 11 months', 'ai-readiness', '2025-12-23T12:00:00Z');
    await message('assessment 13 months', 'ai-readiness', '2025-10-22T12:00:00Z');
    await message('spam 2 hours', 'contact', '2026-11-22T10:00:00Z', true);
    await message('spam 2 days', 'contact', '2026-11-20T12:00:00Z', true);
    await t.db.query(
      `insert into public.rate_limits (bucket, window_start, hits) values ('a', '2026-11-22T11:59:00Z', 1), ('b', '2026-11-20T12:00:00Z', 1)`,
    );

    const [{ report }] = (await t.db.query<{ report: Record<string, number> }>(
      `select public.purge_expired_data(interval '24 hours', $1::timestamptz) as report`,
      [AT],
    )) as [{ report: Record<string, number> }];

    expect(report).toMatchObject({ contactMessages: 1, assessmentResults: 1, spam: 1, rateLimitWindows: 1 });
    expect(await remaining()).toEqual(['assessment 11 months', 'contact 23 months', 'spam 2 hours']);
    expect(await t.db.query('select bucket from public.rate_limits')).toEqual([{ bucket: 'a' }]);
  });

  it('drops cached web pages after a day, uploads after their retention period, and old upload counters', async () => {
    await t.db.query(
      `insert into public.web_page_cache (url, final_url, title, content, fetched_at) values
         ('https://example.ie/fresh', 'https://example.ie/fresh', 'Fresh', 'text', '2026-11-22T01:00:00Z'),
         ('https://example.ie/stale', 'https://example.ie/stale', 'Stale', 'text', '2026-11-21T11:00:00Z')`,
    );
    await t.db.query(
      `insert into public.ethics_documents (file_name, char_count, chunk_count, created_at) values
         ('fresh.txt', 100, 1, '2026-11-21T13:00:00Z'), ('old.txt', 100, 1, '2026-11-21T11:00:00Z')`,
    );
    await t.db.query(
      `insert into public.document_upload_usage (client, day, uploads, bytes) values
         ('203.0.113.1', '2026-11-22', 1, 10), ('203.0.113.1', '2026-11-21', 1, 10), ('203.0.113.1', '2026-11-20', 1, 10)`,
    );
    const [{ report }] = (await t.db.query<{ report: Record<string, number> }>(
      `select public.purge_expired_data(interval '24 hours', $1::timestamptz) as report`,
      [AT],
    )) as [{ report: Record<string, number> }];
    expect(report).toMatchObject({ webPages: 1, documents: 1, uploadCounters: 1 });
    expect(await t.db.query('select url from public.web_page_cache')).toEqual([{ url: 'https://example.ie/fresh' }]);
    expect(await t.db.query('select file_name from public.ethics_documents')).toEqual([{ file_name: 'fresh.txt' }]);
    expect((await t.db.query<{ day: unknown }>('select day from public.document_upload_usage')).length).toBe(2);
  });

  it('schedules itself with pg_cron only where pg_cron exists, and the migrations still apply where it does not', async () => {
    const available = await t.db.query(`select 1 from pg_available_extensions where name = 'pg_cron'`);
    const applied = await t.db.query<{ version: string }>(
      `select version from supabase_migrations.schema_migrations where version = '20261125000200'`,
    );
    expect(applied).toHaveLength(1);
    const cronSchema = await t.db.query(`select 1 from pg_namespace where nspname = 'cron'`);
    expect(cronSchema.length).toBe(available.length);
  });

  it('may not be run by the API roles', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        await tx.query('select public.purge_expired_data()');
      }),
    ).rejects.toThrow(/permission denied/);
  });
});
