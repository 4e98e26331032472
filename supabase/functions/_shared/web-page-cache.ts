// One day of memory for pages read with readWebPage, in `web_page_cache`, so
// a busy demo reads each page once a day and a slow site costs one visitor,
// not all of them. Only successful reads are kept.
import type { Database } from './database.ts';
import { readWebPage, refusedWithoutLookup, type SafeFetchOptions, type WebReadResult } from './safe-fetch.ts';

export type CachedReadResult = WebReadResult & { cached: boolean };

interface CacheRow {
  final_url: string;
  title: string;
  content: string;
}

/** The page from the cache when read in the last day, otherwise read now (and cached when it worked). */
export async function readWebPageCached(db: Database, url: string, options: SafeFetchOptions = {}): Promise<CachedReadResult> {
  // The cache holds only pages that passed the checks, but a test may have
  // cached its loopback page: judge the address itself before serving a copy.
  const refusal = refusedWithoutLookup(url, options.allowLoopback);
  if (refusal) return { ok: false, url, outcome: 'refused', detail: `Refused: ${refusal}.`, cached: false };
  const rows = await db.query<CacheRow>(
    `select final_url, title, content from web_page_cache where url = $1 and fetched_at > now() - interval '1 day'`,
    [url],
  );
  const hit = rows[0];
  if (hit) return { ok: true, url, finalUrl: hit.final_url, title: hit.title, text: hit.content, cached: true };
  const result = await readWebPage(url, options);
  if (result.ok) {
    await db.query(
      `insert into web_page_cache (url, final_url, title, content, fetched_at) values ($1, $2, $3, $4, now())
       on conflict (url) do update set final_url = excluded.final_url, title = excluded.title, content = excluded.content, fetched_at = excluded.fetched_at`,
      [url, result.finalUrl, result.title, result.text],
    );
    await db.query(`delete from web_page_cache where fetched_at < now() - interval '1 day'`);
  }
  return { ...result, cached: false };
}
