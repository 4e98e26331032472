import { remoteNames } from '@meitheal/federation';
import { pageMeta } from '../../shell/src/content/page-meta';
import { expect, test } from '../support/fixtures';
import { marketingRoutes, SITE_URL, siteRoutes } from '../support/routes';

/** Everything inside <script type="application/ld+json"> blocks, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

/** HTML-escapes the way React's server renderer does for text. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('prerendered HTML (no JavaScript)', () => {
  for (const route of marketingRoutes) {
    test(`${route.path} carries its h1, Open Graph tags and organisation JSON-LD`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();

      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1).toBe(escapeText(route.h1));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

      const meta = pageMeta[route.path]!;
      expect(metaContent(html, 'property', 'og:title')).toBe(escapeText(meta.title));
      expect(metaContent(html, 'property', 'og:description')).toBeTruthy();
      expect(metaContent(html, 'property', 'og:type')).toBe('website');
      expect(metaContent(html, 'property', 'og:url')).toBe(new URL(route.path, SITE_URL).href);
      expect(metaContent(html, 'property', 'og:site_name')).toBe('Meitheal AI');

      const organisation = jsonLd(html).find((block) => block['@type'] === 'ProfessionalService');
      expect(organisation).toMatchObject({ '@context': 'https://schema.org', name: 'Meitheal AI', url: SITE_URL });
    });
  }

  test('remote routes are prerendered with their head and organisation JSON-LD too', async ({ request }) => {
    for (const route of siteRoutes.filter((r) => r.kind !== 'page')) {
      const html = await (await request.get(route.path)).text();
      expect(html, route.path).toContain(`<title>${escapeText(pageMeta[route.path]!.title)}</title>`);
      expect(
        jsonLd(html).map((block) => block['@type']),
        route.path,
      ).toContain('ProfessionalService');
    }
  });

  // Which webinar is upcoming depends on the build date, so the content is
  // checked with a pinned clock in structured-data.test.ts; here, only what
  // holds on any date: nothing past is advertised, and what is, is on the page.
  test('/webinars advertises only webinars still to come, each shown on the page', async ({ request }) => {
    const html = await (await request.get('/webinars')).text();
    const events = jsonLd(html).filter((block) => block['@type'] === 'Event');
    for (const event of events) {
      expect(Date.parse(String(event['startDate']))).toBeGreaterThan(Date.now() - 24 * 3600_000);
      expect(event).toMatchObject({ '@context': 'https://schema.org', eventStatus: 'https://schema.org/EventScheduled' });
      expect(html).toContain(escapeText(String(event['name'])));
    }
  });

  test('pages that should not be indexed say so', async ({ request }) => {
    const thankYou = await (await request.get('/form-submitted')).text();
    expect(metaContent(thankYou, 'name', 'robots')).toBe('noindex');
    const home = await (await request.get('/')).text();
    expect(metaContent(home, 'name', 'robots')).toBe('index, follow');
  });
});

test.describe('crawler files', () => {
  test('/sitemap.xml lists every public marketing route with absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = marketingRoutes.filter((route) => route.path !== '/form-submitted');
    for (const route of indexable) expect(listed).toContain(new URL(route.path, SITE_URL).href);
    // The thank-you page is noindex, so it must not be offered to crawlers.
    expect(listed).not.toContain(`${SITE_URL}/form-submitted`);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('/robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap\\.xml$`, 'm'));
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});

test.describe('security headers and runtime config', () => {
  test('pages are served with CSP (frame-ancestors), nosniff and a referrer policy', async ({ request }) => {
    for (const path of ['/', '/ai-readiness', '/this-page-does-not-exist']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'];
      expect(csp, path).toBeTruthy();
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/object-src 'none'/);
      // No inline scripts may run: the script source list must not allow them.
      expect(/script-src[^;]*/.exec(csp!)?.[0]).not.toContain("'unsafe-inline'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('/config.json gives the browser its Supabase URL, anon key, contact address and remotes', async ({ request, baseURL }) => {
    const response = await request.get('/config.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const config = (await response.json()) as Record<string, unknown>;
    expect(config['supabaseUrl']).toEqual(expect.stringMatching(/^https?:\/\//));
    expect(config['supabaseAnonKey']).toEqual(expect.stringMatching(/.{10,}/));
    expect(config['contactEmail']).toEqual(expect.stringMatching(/^[^@\s]+@[^@\s]+\.[a-z]+$/));
    const remotes = config['remotes'] as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual([...remoteNames].sort());
    for (const url of Object.values(remotes)) expect(url).toMatch(/\/mf-manifest\.json$/);
    // A built remote's manifest really is served where the config says.
    const assessment = new URL(remotes['assessment']!, baseURL);
    expect((await request.get(assessment.pathname)).status()).toBe(200);
    // No server secret ever reaches the browser.
    expect(JSON.stringify(config)).not.toMatch(/service[_-]?role|secret|password/i);
  });
});
