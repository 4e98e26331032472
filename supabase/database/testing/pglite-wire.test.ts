// The wire bridge with the client the functions use (pg): queries with
// parameters, a statement larger than a network packet, clients taking turns
// without mixing their transactions, and a client gone mid-transaction.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../pglite.ts';
import { servePgliteOverTcp, type PgliteWireServer } from './pglite-wire.ts';
import { openTestDatabase, type TestDatabase } from './test-databases.ts';

describe('servePgliteOverTcp', () => {
  let database: TestDatabase;
  let pglite: PGlite;
  let server: PgliteWireServer;
  let pool: pg.Pool;

  beforeAll(async () => {
    // The migrated snapshot loads in a fraction of a fresh PGlite's start.
    database = await openTestDatabase('pglite');
    pglite = (database.db as PgliteDatabase).pglite;
    await pglite.exec('create table wire_notes (id serial primary key, body text not null)');
    server = await servePgliteOverTcp(pglite);
    pool = new pg.Pool({ connectionString: server.url, max: 4 });
  });
  afterAll(async () => {
    await pool.end();
    await server.close();
    await database.dispose();
  });

  it('answers queries with parameters, and a statement larger than a packet', async () => {
    expect((await pool.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    const body = 'x'.repeat(1_000_000);
    const { rows } = await pool.query<{ length: number }>('insert into wire_notes (body) values ($1) returning length(body) as length', [
      body,
    ]);
    expect(rows).toEqual([{ length: 1_000_000 }]);
  });

  it('keeps one client’s transaction apart from another’s queries, and from the test’s own', async () => {
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('begin');
      await first.query("insert into wire_notes (body) values ('in a transaction')");
      // The others wait for the commit instead of seeing, or joining, the open transaction.
      const seen = second.query<{ count: string }>("select count(*) from wire_notes where body = 'in a transaction'");
      const direct = pglite.query<{ count: number }>("select count(*)::int as count from wire_notes where body = 'in a transaction'");
      await new Promise((resolve) => setTimeout(resolve, 50));
      await first.query('rollback');
      expect((await seen).rows).toEqual([{ count: '0' }]);
      expect((await direct).rows).toEqual([{ count: 0 }]);
    } finally {
      first.release();
      second.release();
    }
  });

  it('runs many clients’ queries at once, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => pool.query<{ n: number }>('select $1::int as n', [index])));
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('rolls back the transaction of a client that goes away, and lets the others in', async () => {
    const client = new pg.Client({ connectionString: server.url });
    // Its connection is cut on purpose below.
    client.on('error', () => undefined);
    await client.connect();
    await client.query('begin');
    await client.query("insert into wire_notes (body) values ('abandoned')");
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await pool.query<{ count: string }>("select count(*) from wire_notes where body = 'abandoned'");
    expect(rows).toEqual([{ count: '0' }]);
  });
});
