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

  it('seeds every trigger phrase, each with at least one searchable word', async () => {
    const rows = await db.query<{ count: number; empty: number }>(
      `select count(*)::int as count, count(*) filter (where cardinality(words) = 0)::int as empty from tax_triggers`,
    );
    expect(rows[0]).toEqual({ count: taxEntries.reduce((sum, entry) => sum + entry.triggers.length, 0), empty: 0 });
  });

  it('gives the anonymous role no access', async () => {
    await expect(asAnon(db, (anon) => anon.query('select count(*) from tax_knowledge'))).rejects.toThrow();
    await expect(asAnon(db, (anon) => anon.query('select count(*) from tax_triggers'))).rejects.toThrow();
    await expect(asAnon(db, (anon) => anon.query(`delete from tax_knowledge`))).rejects.toThrow();
    const rows = await db.query<{ count: number }>('select count(*)::int as count from tax_knowledge');
    expect(rows[0]?.count).toBe(taxEntries.length);
  });

  it('has row level security on both tables', async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('tax_knowledge', 'tax_triggers') and relkind = 'r' order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'tax_knowledge', relrowsecurity: true },
      { relname: 'tax_triggers', relrowsecurity: true },
    ]);
  });

  it('matches trigger phrases whole, with stemming', async () => {
    const matching = async (text: string) =>
      (
        await db.query<{ slug: string }>(
          `select distinct slug from tax_triggers where to_tsvector('english', $1) @@ phrase order by slug`,
          [text],
        )
      ).map((row) => row.slug);
    expect(await matching('Do I need to be registering for VAT?')).toContain('vat-registration');
    expect(await matching('my registered office moved')).not.toContain('vat-registration');
    expect(await matching('the rates of VAT on food')).toContain('vat-rates');
  });
});
