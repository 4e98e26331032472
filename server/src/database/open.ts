// Picks the adapter: a real Postgres when a URL is given, PGlite otherwise.
import { PostgresDatabase } from '../../../supabase/functions/_shared/postgres.ts';
import { PgliteDatabase } from '../../../supabase/database/pglite.ts';
import type { ServerDatabase } from '../../../supabase/database/types.ts';

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<ServerDatabase> {
  if (options.databaseUrl) return new PostgresDatabase(options.databaseUrl, 10);
  return PgliteDatabase.open(options.dataDir ? { dataDir: options.dataDir } : {});
}
