// The website side of the server: pages, the 404 fallback, redirects, remote
// files, caching, compression, /config.json and the security headers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { buildPublicConfig } from './site/public-config.ts';
import { contentSecurityPolicy } from './site/security-headers.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

const BUNDLE = `console.log(${JSON.stringify('bundle '.repeat(500))});`;
const FILES: Record<string, string> = {
  'shell/dist/index.html': `<!doctype html><title>Shell</title>${'<p>shell</p>'.repeat(200)}`,
  'shell/dist/about/index.html': '<!doctype html><title>About us</title>',
  'shell/dist/assets/index-AbCdEf12.js': BUNDLE,
  'shell/dist/robots.txt': 'User-agent: *',
  'remotes/assessment/dist/mf-manifest.json': '{"name":"assessment"}',
  'remotes/assessment/dist/remoteEntry.js': 'export {}',
  'remotes/assessment/dist/assets/quiz-9f8e7d6c.js': 'export const quiz = 1;',
};

describe('site routes', () => {
  let root: string;
  let t: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'meitheal-site-'));
    for (const [path, content] of Object.entries(FILES)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    }
    t = await startTestServer('pglite', {
      paths: { shellDist: join(root, 'shell/dist'), remotesDir: join(root, 'remotes') },
      remoteUrls: { 'construction-demo': 'https://cdn.example.com/construction/mf-manifest.json' },
      analytics: { gaMeasurementId: 'G-TEST123' },
      contactEmail: 'info@meitheal.test',
    });
  });
  afterAll(async () => {
    await t?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.server.url}${path}`, { headers, redirect: 'manual' });

  it('serves the prerendered page of a route, with and without a trailing slash', async () => {
    for (const path of ['/about', '/about/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('About us');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the shell for a known route without its own page, and a 404 shell for unknown paths', async () => {
    const known = await get('/case-studies/construction');
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<title>Shell</title>');
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Shell</title>');
    expect((await get('/assets/missing-12345678.js')).status).toBe(404);
  });

  it('redirects the old assessment address permanently', async () => {
    const response = await get('/services/assessment');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/ai-readiness');
  });

  it('caches hashed assets for a year and compresses them with brotli', async () => {
    const response = await get('/assets/index-AbCdEf12.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // fetch decodes transparently; check the wire form with a raw request.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${t.server.url}/assets/index-AbCdEf12.js`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('br');
    expect(raw.body.length).toBeLessThan(BUNDLE.length / 5);
    expect(brotliDecompressSync(raw.body).toString()).toBe(BUNDLE);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/robots.txt');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/robots.txt', { 'if-none-match': etag })).status).toBe(304);
  });

  it('does not serve files outside the build folder', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/remotes/assessment/..%2f..%2fpackage.json']) {
      const response = await get(path);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('root:');
    }
  });

  it('serves built remotes cross-origin with the federation entry points uncached', async () => {
    const manifest = await get('/remotes/assessment/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/assessment/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/assessment/assets/quiz-9f8e7d6c.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/remotes/document-qa/mf-manifest.json')).status).toBe(404);
    expect((await get('/remotes/unknown/mf-manifest.json')).status).toBe(404);
  });

  it('builds /config.json from the settings and the request origin', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      supabaseUrl: t.server.url,
      supabaseAnonKey: t.server.anonKey,
      contactEmail: 'info@meitheal.test',
      remotes: {
        assessment: `${t.server.url}/remotes/assessment/mf-manifest.json`,
        'construction-demo': 'https://cdn.example.com/construction/mf-manifest.json',
        'document-qa': `${t.server.url}/remotes/document-qa/mf-manifest.json`,
        'logistics-chat': `${t.server.url}/remotes/logistics-chat/mf-manifest.json`,
        'tax-navigator': `${t.server.url}/remotes/tax-navigator/mf-manifest.json`,
      },
      analytics: { gaMeasurementId: 'G-TEST123' },
    });
  });

  it('sends the security headers on pages, with remote and analytics origins in the CSP', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com https:\/\/\*\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/style-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses writes to pages with 405', async () => {
    expect((await fetch(`${t.server.url}/about`, { method: 'POST' })).status).toBe(405);
  });
});

describe('content security policy', () => {
  /** The sources of one directive, 'self' first. */
  const directive = (csp: string, name: string) => new Set(new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? []);

  it('leaves the analytics hosts out when no analytics id is configured', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(csp).not.toContain('google');
    expect(csp).toContain("script-src 'self';");
  });

  // Google's CSP guide for its tags (tag-platform/security/guides/csp), as checked on 2026-11-22.
  it("allows exactly the hosts Google's guide names for Google Analytics 4", () => {
    const csp = contentSecurityPolicy(loadConfig({ GA_MEASUREMENT_ID: 'G-1' }));
    expect(directive(csp, 'script-src')).toEqual(new Set(["'self'", 'https://*.googletagmanager.com']));
    expect(directive(csp, 'connect-src')).toEqual(
      new Set(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']),
    );
    expect(directive(csp, 'img-src')).toEqual(
      new Set(["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    );
    expect(csp).not.toContain('googleadservices');
  });

  it('adds the Google Ads conversion hosts only when a conversion id is configured', () => {
    const csp = contentSecurityPolicy(loadConfig({ GA_MEASUREMENT_ID: 'G-1', ADS_CONVERSION_ID: 'AW-1' }));
    expect([...directive(csp, 'script-src')]).toEqual(
      expect.arrayContaining(['https://www.googleadservices.com', 'https://www.google.com']),
    );
    expect([...directive(csp, 'img-src')]).toEqual(
      expect.arrayContaining(['https://googleads.g.doubleclick.net', 'https://www.google.com']),
    );
  });

  it('lets the browser reach a backend on another origin (SUPABASE_URL), and no other', () => {
    const csp = contentSecurityPolicy(loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co/' }));
    expect(directive(csp, 'connect-src')).toEqual(new Set(["'self'", 'https://abcd.supabase.co']));
    expect(contentSecurityPolicy(loadConfig({}))).toContain("connect-src 'self';");
  });
});

describe('/config.json with SUPABASE_URL', () => {
  it('names the configured backend instead of the site origin', () => {
    const config = loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co/' });
    expect(buildPublicConfig(config, 'https://www.meitheal.ie').supabaseUrl).toBe('https://abcd.supabase.co');
    expect(buildPublicConfig(loadConfig({}), 'https://www.meitheal.ie').supabaseUrl).toBe('https://www.meitheal.ie');
  });
});
