// The one-day page cache: a page read once is served from the database for a
// day, then read again; failures are not cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import { startLocalWebServer, type LocalWebServer } from './testing/local-web-server.ts';
import { readWebPageCached } from './web-page-cache.ts';

const PAGE =
  '<html><head><title>Ports</title></head><body><article><p>Rosslare Europort has direct sailings to the continent for freight.</p></article></body></html>';
const options = { allowLoopback: true };

describe.each(DATABASE_TARGETS)('web page cache on %s', (target) => {
  let database: TestDatabase;
  let web: LocalWebServer;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    web = await startLocalWebServer({ '/ports': { body: PAGE } });
  });
  afterAll(async () => {
    await web.close();
    await database.dispose();
  });

  it('reads a page once a day and serves it from the cache in between', async () => {
    const first = await readWebPageCached(database.db, web.url('/ports'), options);
    const second = await readWebPageCached(database.db, web.url('/ports'), options);
    expect(first).toMatchObject({ ok: true, cached: false });
    expect(second).toMatchObject({ ok: true, cached: true, title: 'Ports' });
    if (second.ok) expect(second.text).toContain('direct sailings');
    expect(web.hits('/ports')).toBe(1);

    await database.db.query(`update web_page_cache set fetched_at = now() - interval '25 hours'`);
    const third = await readWebPageCached(database.db, web.url('/ports'), options);
    expect(third).toMatchObject({ ok: true, cached: false });
    expect(web.hits('/ports')).toBe(2);
  });

  it('does not cache failures or refusals', async () => {
    await readWebPageCached(database.db, web.url('/gone'), options);
    await readWebPageCached(database.db, web.url('/ports'));
    const rows = await database.db.query<{ url: string }>('select url from web_page_cache');
    expect(rows.map((row) => row.url)).toEqual([web.url('/ports')]);
  });
});
