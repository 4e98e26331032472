// The retention purge: one SQL function (public.purge_expired_data) deletes
// what the privacy notice says we do not keep: contact messages after 24
// months, assessment results after 12, spam and stale rate-limit windows after
// a day, document Q&A uploads after DOCUMENT_RETENTION_HOURS (24 by default)
// with their passages and cached answers, cached web pages after a day and
// old upload counters. The local server runs it at start and then every ten
// minutes; in production a pg_cron job that a migration schedules calls the
// same function.
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

/** How many rows of each kind one purge deleted. */
export interface PurgeReport {
  contactMessages: number;
  assessmentResults: number;
  spam: number;
  rateLimitWindows: number;
  documents: number;
  webPages: number;
  uploadCounters: number;
}

/** Runs one purge. */
export async function purgeExpiredData(db: Database, documentRetentionHours: number): Promise<PurgeReport> {
  const rows = await db.query<{ report: PurgeReport }>(`select public.purge_expired_data(make_interval(secs => $1)) as report`, [
    documentRetentionHours * 3600,
  ]);
  const report = rows[0]?.report;
  if (!report) throw new Error('The purge returned no report.');
  return report;
}

export interface RetentionPurge {
  stop(): void;
}

export function startRetentionPurge(options: { db: Database; retentionHours: number; intervalMs?: number }): RetentionPurge {
  const run = () => {
    purgeExpiredData(options.db, options.retentionHours).catch((error: unknown) =>
      console.error('The retention purge failed:', error instanceof Error ? error.message : error),
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? PURGE_INTERVAL_MS);
  // The purge never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
