// What the privacy notice promises about retention is what the database purge
// does: the newest definition of purge_expired_data is read from the
// migrations and compared, period by period, with content/retention.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePeriod, retention } from './retention';

// jsdom gives this module no file: URL, so paths are taken from the repository root (where Vitest runs).
const fromRoot = (path: string) => join(process.cwd(), path);
const migrationsDir = fromRoot('supabase/migrations');

function newestPurgeFunction(): string {
  const definitions = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(migrationsDir, file), 'utf8'))
    .filter((sql) => sql.includes('create or replace function public.purge_expired_data'));
  const newest = definitions.at(-1);
  if (!newest) throw new Error('No migration defines purge_expired_data.');
  return newest;
}

/** The interval a `delete from <table> where <condition> < at - interval '<n unit>'` uses. */
function purgeInterval(sql: string, table: string, condition = ''): string | undefined {
  const pattern = new RegExp(`delete from public\\.${table}\\s+where ${condition}[^;]*?interval '([^']+)'`);
  return pattern.exec(sql)?.[1];
}

describe('retention periods', () => {
  const sql = newestPurgeFunction();

  it('match the purge for contact messages, assessment results and spam', () => {
    expect(purgeInterval(sql, 'contact_outbox', "kind = 'contact'")).toBe(describePeriod(retention.contactMessages));
    expect(purgeInterval(sql, 'contact_outbox', "kind = 'ai-readiness'")).toBe(describePeriod(retention.assessmentResults));
    expect(purgeInterval(sql, 'contact_outbox', 'is_spam')).toBe(describePeriod(retention.spam));
  });

  it('match the purge for rate-limit counters and cached web pages', () => {
    expect(purgeInterval(sql, 'rate_limits')).toBe(describePeriod(retention.rateLimitCounters));
    expect(purgeInterval(sql, 'web_page_cache')).toBe(describePeriod(retention.webPages));
  });

  it('match the default age of uploaded documents', () => {
    expect(/document_max_age interval default interval '([^']+)'/.exec(sql)?.[1]).toBe(describePeriod(retention.uploadedDocuments));
    const retentionModule = readFileSync(fromRoot('supabase/functions/_shared/document-retention.ts'), 'utf8');
    expect(/DEFAULT_DOCUMENT_RETENTION_HOURS = (\d+)/.exec(retentionModule)?.[1]).toBe(String(retention.uploadedDocuments.hours));
  });

  it('are worded in the singular for one', () => {
    expect(describePeriod({ days: 1 })).toBe('1 day');
    expect(describePeriod({ months: 24 })).toBe('24 months');
  });
});
