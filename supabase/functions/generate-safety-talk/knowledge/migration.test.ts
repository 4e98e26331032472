// The seeded table as the site and the function see it: row count, the
// anonymous role's read-only access, and the phrase matching of triggers. On
// PGlite always, and on a real Postgres too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import { safetyTopics } from './index.ts';
import { asAnon } from '../../../database/testing/as-anon.ts';

describe.each(DATABASE_TARGETS)('safety_content migration on %s', (target) => {
  let database: TestDatabase;
  let db: TestDatabase['db'];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('seeds one row per topic with its source and as-of date', async () => {
    const rows = await db.query<{ count: number; dated: number }>(
      `select count(*)::int as count, count(*) filter (where sources -> 0 ->> 'as_of' is not null)::int as dated from safety_content`,
    );
    expect(rows[0]).toEqual({ count: safetyTopics.length, dated: safetyTopics.length });
  });

  it('lets the anonymous role count rows, as the status indicator does', async () => {
    const rows = await asAnon(db, (anon) => anon.query<{ count: number }>('select count(id)::int as count from safety_content'));
    expect(rows[0]?.count).toBe(safetyTopics.length);
  });

  it('lets the anonymous role change nothing', async () => {
    await expect(
      asAnon(db, (anon) =>
        anon.query(`insert into safety_content (document_id, title, severity, summary, trigger_terms, talking_points, sources)
        values ('x', 'x', 1, 'x', '[]', '[{},{},{},{}]', '[{}]')`),
      ),
    ).rejects.toThrow();
    await asAnon(db, (anon) => anon.query(`update safety_content set title = 'changed'`));
    await asAnon(db, (anon) => anon.query(`delete from safety_content`));
    const rows = await db.query<{ count: number }>(`select count(*)::int as count from safety_content where title = 'changed'`);
    expect(rows[0]?.count).toBe(0);
    const all = await db.query<{ count: number }>('select count(*)::int as count from safety_content');
    expect(all[0]?.count).toBe(safetyTopics.length);
  });

  it('has row level security on the table', async () => {
    const rows = await db.query<{ relrowsecurity: boolean }>(`select relrowsecurity from pg_class where relname = 'safety_content'`);
    expect(rows[0]?.relrowsecurity).toBe(true);
  });

  it("weighs a topic's site words like its title", async () => {
    const rows = await db.query<{ document_id: string }>(
      `select document_id from safety_content where search_vector @@ to_tsquery('english', 'kango:A') order by document_id`,
    );
    expect(rows.map((row) => row.document_id)).toContain('noise');
  });
});
