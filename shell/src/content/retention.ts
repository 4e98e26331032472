// How long each kind of data is kept, as the privacy notice and the contact
// form tell visitors. The database's purge (purge_expired_data in
// supabase/migrations) deletes on these periods, and retention.test.ts fails
// when the two disagree. Uploaded documents follow DOCUMENT_RETENTION_HOURS,
// whose default is the figure here; an operator who changes it must change
// this notice too.
export const retention = {
  contactMessages: { months: 24 },
  assessmentResults: { months: 12 },
  /** Messages the form's spam trap caught. */
  spam: { days: 1 },
  /** Request counters per network address, for the rate limits. */
  rateLimitCounters: { days: 1 },
  /** Public web pages the logistics demo read, with the address asked for. */
  webPages: { days: 1 },
  /** An uploaded document, its passages and the answers cached for it. */
  uploadedDocuments: { hours: 24 },
} as const;

type Period = { months: number } | { days: number } | { hours: number };

/** '24 months', '1 day', '24 hours'. */
export function describePeriod(period: Period): string {
  const [unit, count] = Object.entries(period)[0] as [string, number];
  const singular = unit.slice(0, -1);
  return `${count} ${count === 1 ? singular : unit}`;
}
