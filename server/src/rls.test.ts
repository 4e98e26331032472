// Nobody anonymous reads personal data: row-level security with no policy and
// withdrawn grants on the outbox and the rate-limit counters, on PGlite and
// on a real Postgres (where the migrations created Supabase's roles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../supabase/functions/_shared/outbox/enqueue.ts';
import type { SqlExecutor } from '../../supabase/database/types.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../supabase/database/testing/test-databases.ts';

class Rollback extends Error {}

describe.each(DATABASE_TARGETS)('row-level security on %s', (target) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(target);
    await enqueueMessage(t.db, {
      kind: 'contact',
      senderName: 'Aoife',
      senderEmail: 'aoife@example.ie',
      subject: 'Hello',
      body: 'Private message',
      payload: {},
      isSpam: false,
    });
  });
  afterAll(() => t?.dispose());

  /** Runs work as `anon` in a transaction that is always rolled back. */
  async function asAnon<T>(work: (tx: SqlExecutor) => Promise<T>, setup = ''): Promise<T> {
    let result: T | undefined;
    await t.db
      .transaction(async (tx) => {
        if (setup) await tx.exec(setup);
        await tx.query('set local role anon');
        result = await work(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return result as T;
  }

  const denied = (sql: string) =>
    asAnon((tx) =>
      tx.query(sql).then(
        () => 'allowed',
        (e: Error) => e.message,
      ),
    );

  it('creates the Supabase API roles', async () => {
    const roles = await t.db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('does not let anon read, add, change or delete outbox messages', async () => {
    expect(await denied('select * from public.contact_outbox')).toMatch(/permission denied/);
    expect(
      await denied(`insert into public.contact_outbox (kind, sender_name, sender_email, subject, body, payload)
      values ('contact', 'x', 'x@example.ie', 's', 'b', '{}')`),
    ).toMatch(/permission denied/);
    expect(await denied(`update public.contact_outbox set body = 'changed'`)).toMatch(/permission denied/);
    expect(await denied('delete from public.contact_outbox')).toMatch(/permission denied/);
    expect(await denied('select * from public.rate_limits')).toMatch(/permission denied/);
  });

  it('still hides every row when a grant slips through: RLS has no policy for anon', async () => {
    const rows = await asAnon((tx) => tx.query('select * from public.contact_outbox'), 'grant select on public.contact_outbox to anon;');
    expect(rows).toEqual([]);
    const total = await t.db.query<{ n: number }>('select count(*)::int as n from public.contact_outbox');
    expect(total[0]?.n).toBe(1);
  });

  it('has row-level security enabled on every table in the public schema', async () => {
    const tables = await t.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.map((table) => table.relname)).toContain('contact_outbox');
    expect(tables.filter((table) => !table.relrowsecurity).map((table) => table.relname)).toEqual([]);
  });

  it('records which migrations ran', async () => {
    const rows = await t.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(rows.map((row) => row.version)).toContain('20261122000100');
  });
});
