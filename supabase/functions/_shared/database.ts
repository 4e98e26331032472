// One small database interface for every function. In production the functions
// talk to Supabase's Postgres through the `pg` adapter; the local server swaps
// in PGlite with setDatabase() before it serves a request. The SQL is the same.
import type { Database } from './database-types.ts';
import { readEnv } from './env.ts';

export type { Database } from './database-types.ts';

let current: Database | undefined;

export function setDatabase(database: Database): void {
  current = database;
}

export async function getDatabase(): Promise<Database> {
  if (current) return current;
  const { createPostgresDatabase } = await import('./postgres.ts');
  current = createPostgresDatabase(databaseUrlFromEnv());
  return current;
}

function databaseUrlFromEnv(): string {
  const url = readEnv('SUPABASE_DB_URL') ?? readEnv('DATABASE_URL');
  if (!url) throw new Error('No database configured: set DATABASE_URL (or SUPABASE_DB_URL on Supabase).');
  return url;
}
