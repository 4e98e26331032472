// Deletes document Q&A uploads older than the retention period (24 hours
// unless DOCUMENT_RETENTION_HOURS says otherwise), with their passages and
// cached answers. The local server runs it at start and then every ten
// minutes; in production a pg_cron schedule calls the same SQL function
// (docs/deploying.md).
import { z } from 'zod';
import type { Database } from '../../../supabase/functions/_shared/database.ts';

export const DEFAULT_RETENTION_HOURS = 24;
const PURGE_INTERVAL_MS = 10 * 60_000;

const retentionSchema = z.coerce
  .number({ error: 'DOCUMENT_RETENTION_HOURS must be a number of hours' })
  .positive('DOCUMENT_RETENTION_HOURS must be more than 0')
  .max(24 * 365, 'DOCUMENT_RETENTION_HOURS must be at most a year');

/** The retention period from the environment; throws a readable error on a bad value. */
export function documentRetentionHours(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DOCUMENT_RETENTION_HOURS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETENTION_HOURS;
  const parsed = retentionSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment settings:\n  ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Runs one purge; answers how many documents went. */
export async function purgeExpiredDocuments(db: Database, retentionHours: number): Promise<number> {
  const rows = await db.query<{ purged: number }>(
    `select public.purge_expired_ethics_documents(make_interval(secs => $1)) as purged`,
    [retentionHours * 3600],
  );
  return rows[0]?.purged ?? 0;
}

export interface DocumentPurge {
  stop(): void;
}

export function startDocumentPurge(options: { db: Database; retentionHours: number; intervalMs?: number }): DocumentPurge {
  const run = () => {
    purgeExpiredDocuments(options.db, options.retentionHours).catch((error: unknown) =>
      console.error('Purging expired documents failed:', error instanceof Error ? error.message : error),
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? PURGE_INTERVAL_MS);
  // The purge never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
