// The seeded tables as the function sees them, and what the anonymous role
// may do with them (nothing): logistics_knowledge and web_page_cache. On
// PGlite always, and on a real Postgres too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import { logisticsKnowledge } from './index.ts';
import { asAnon } from '../../../database/testing/as-anon.ts';

describe.each(DATABASE_TARGETS)('logistics knowledge migrations on %s', (target) => {
  let database: TestDatabase;
  let db: TestDatabase['db'];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('seeds one row per entry, each with a dated source', async () => {
    const rows = await db.query<{ count: number; dated: number }>(
      `select count(*)::int as count, count(*) filter (where sources -> 0 ->> 'as_of' is not null)::int as dated from logistics_knowledge`,
    );
    expect(rows[0]).toEqual({ count: logisticsKnowledge.length, dated: logisticsKnowledge.length });
  });

  it('finds entries by the words a visitor uses', async () => {
    const rows = await db.query<{ slug: string }>(
      `select slug from logistics_knowledge where search_vector @@ to_tsquery('english', 'cabotage') order by slug`,
    );
    expect(rows.map((row) => row.slug)).toContain('cabotage-and-international-rules');
  });

  it.each(['logistics_knowledge', 'web_page_cache'])('keeps %s away from the anonymous role', async (table) => {
    await expect(asAnon(db, (anon) => anon.query(`select * from ${table}`))).rejects.toThrow(/permission denied/);
    await expect(asAnon(db, (anon) => anon.query(`delete from ${table}`))).rejects.toThrow(/permission denied/);
    const rls = await db.query<{ relrowsecurity: boolean }>(`select relrowsecurity from pg_class where relname = $1`, [table]);
    expect(rls[0]?.relrowsecurity).toBe(true);
  });

  it('accepts only http(s) addresses in the page cache', async () => {
    await expect(
      db.query(`insert into web_page_cache (url, final_url, title, content) values ('file:///etc/passwd', 'x', 'x', 'x')`),
    ).rejects.toThrow();
  });
});
