// What the server needs from a database beyond the functions' `query`:
// migration scripts, transactions (REST reads run as `anon` inside one) and
// shutdown. PGlite and Postgres both implement it.
import type { Database } from '../functions/_shared/database-types.ts';

export interface SqlExecutor extends Database {
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface ServerDatabase extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
