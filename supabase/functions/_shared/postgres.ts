// The real-Postgres adapter: hosted Supabase (the URL Supabase gives the
// functions) and any DATABASE_URL. A small pool, because each edge function
// instance serves few requests at once.
import pg from 'pg';
import type { Database } from './database-types.ts';

export class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;

  constructor(url: string, maxConnections = 5) {
    this.pool = new pg.Pool({ connectionString: url, max: maxConnections });
    // An idle client losing its connection must not crash the process.
    this.pool.on('error', (error: Error) => console.error('Postgres pool error:', error.message));
  }

  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const result = await this.pool.query(sql, params);
    return result.rows as Row[];
  }

  /** Runs a script of several statements (migrations). */
  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Database & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let brokenConnection: Error | undefined;
    try {
      await client.query('BEGIN');
      const tx = {
        query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is broken: destroy it rather
      // than hand it to the next query.
      brokenConnection = await client.query('ROLLBACK').then(
        () => undefined,
        (rollbackError: unknown) => (rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))),
      );
      throw error;
    } finally {
      client.release(brokenConnection);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export function createPostgresDatabase(url: string): PostgresDatabase {
  return new PostgresDatabase(url);
}
