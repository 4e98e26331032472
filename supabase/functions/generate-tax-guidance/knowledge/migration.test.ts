// The seeded table as the function sees it: every entry with its sources and
// date, no access at all for the anonymous role, and the phrase matching of
// triggers. On PGlite always, and on a real Postgres too when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import { taxEntries } from './index.ts';
import { asAnon } from '../../../database/testing/as-anon.ts';

describe.each(DATABASE_TARGETS)('tax_knowledge migration on %s', (target) => {
  let database: TestDatabase;
  let db: TestDatabase['db'];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('seeds one row per entry with its tax year, check date and sources', async () => {
    const rows = await db.query<{ count: number; complete: number }>(
      `select count(*)::int as count,
              count(*) filter (where tax_year = 2026 and checked_on is not null and sources -> 0 ->> 'url' like 'https://%')::int as complete
       from tax_knowledge`,
    );
    expect(rows[0]).toEqual({ count: taxEntries.length, complete: taxEntries.length });
  });

  it("keeps every entry's trigger phrases as its searchable aliases", async () => {
    const rows = await db.query<{ count: number }>(
      `select count(*)::int as count from tax_knowledge, jsonb_array_elements_text(aliases) as alias where search_vector @@ plainto_tsquery('english', alias)`,
    );
    expect(rows[0]?.count).toBe(taxEntries.reduce((sum, entry) => sum + entry.triggers.length, 0));
  });

  it('gives the anonymous role no access', async () => {
    await expect(asAnon(db, (anon) => anon.query('select count(*) from tax_knowledge'))).rejects.toThrow();
    await expect(asAnon(db, (anon) => anon.query(`delete from tax_knowledge`))).rejects.toThrow();
    const rows = await db.query<{ count: number }>('select count(*)::int as count from tax_knowledge');
    expect(rows[0]?.count).toBe(taxEntries.length);
  });

  it('has row level security on the table, and the trigger table is gone', async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('tax_knowledge', 'tax_triggers') and relkind = 'r' order by relname`,
    );
    expect(rows).toEqual([{ relname: 'tax_knowledge', relrowsecurity: true }]);
  });

  it('searches an entry by the stems of its own words, its title weighing most', async () => {
    const rows = await db.query<{ slug: string }>(
      `select slug from tax_knowledge where search_vector @@ to_tsquery('english', 'registering:A & vat:A') order by slug`,
    );
    expect(rows.map((row) => row.slug)).toContain('vat-registration');
  });
});
