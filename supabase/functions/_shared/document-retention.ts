// How long an uploaded document lives. The purge deletes older documents on a
// schedule, but a schedule can lag or stop, so every read also refuses a
// document past its age: the promise to visitors holds even between purges.
import { readEnv } from './env.ts';

export const DEFAULT_DOCUMENT_RETENTION_HOURS = 24;

let warned = false;

/** DOCUMENT_RETENTION_HOURS, or 24; a bad value is warned about once (the local server refuses it at start). */
export function documentRetentionHours(): number {
  const raw = readEnv('DOCUMENT_RETENTION_HOURS')?.trim();
  if (!raw) return DEFAULT_DOCUMENT_RETENTION_HOURS;
  const hours = Number(raw);
  if (Number.isFinite(hours) && hours > 0 && hours <= 24 * 365) return hours;
  if (!warned) {
    warned = true;
    console.warn(`DOCUMENT_RETENTION_HOURS=${raw} is not a number of hours up to a year; using ${DEFAULT_DOCUMENT_RETENTION_HOURS}.`);
  }
  return DEFAULT_DOCUMENT_RETENTION_HOURS;
}

/**
 * The condition a document row meets while it may still be read, with the parameter `$index` bound to
 * documentRetentionHours(). It is measured on the database's clock, the one that set `created_at`: a function
 * whose own clock runs ahead of the database's (a skewed host, or a test under faketime beside a real Postgres)
 * would otherwise refuse a document uploaded a moment ago.
 */
export function stillReadable(index: number): string {
  return `created_at >= now() - $${index}::float8 * interval '1 hour'`;
}
