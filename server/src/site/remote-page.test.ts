// A remote route's page as the site serves it: the remote's first view and
// hints from whichever build the remote's folder holds at the time.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { createSiteRoutes } from './site-routes-handler.ts';

const PAGE =
  '<!doctype html><html><head><title>Assessment</title></head><body><div data-remote="assessment" class="min-h-svh"><div data-first-view-of="assessment" class="peer" inert=""></div><div>Loading…</div></div></body></html>';

const manifest = (app: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ path: './App', assets: { js: { sync: [app] }, css: { sync: ['assets/App-1.css'] } } }],
  });

describe('remote route pages', () => {
  let root: string;
  const write = async (path: string, content: string, mtime: number) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
    await utimes(join(root, path), new Date(mtime), new Date(mtime));
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'meitheal-remote-page-'));
    await write('shell/dist/ai-readiness/index.html', PAGE, 1_000);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const site = () => createSiteRoutes(loadConfig({}), { shellDist: join(root, 'shell/dist'), remotesDir: join(root, 'remotes') });

  it('carry the skeleton and only the manifest hint while the remote is not built', async () => {
    const html = await (await site().request('/ai-readiness')).text();
    expect(html).toContain('inert=""></div><div>Loading…');
    expect(html).toContain(
      '<template data-after-first-paint><link rel="preload" as="fetch" crossorigin href="/remotes/assessment/mf-manifest.json"></template>',
    );
  });

  it("carry the remote's first view from its build, and a rebuild's at once, with no restart", async () => {
    const app = site();
    await write('remotes/assessment/dist/mf-manifest.json', manifest('assets/App-1.js'), 2_000);
    await write('remotes/assessment/dist/first-view.html', '<h1>AI Readiness Assessment</h1>', 2_000);
    await write('remotes/assessment/dist/assets/App-1.css', '[data-remote=assessment] h1{font-weight:700}', 2_000);
    const first = await app.request('/ai-readiness');
    const html = await first.text();
    expect(html).toContain('inert=""><h1>AI Readiness Assessment</h1></div>');
    expect(html).toContain('<style data-remote-style="assessment">[data-remote=assessment] h1{font-weight:700}</style>');
    expect(html).toContain('<link rel="modulepreload" href="/remotes/assessment/assets/App-1.js">');
    expect(first.headers.get('cache-control')).toBe('no-cache');

    await write('remotes/assessment/dist/mf-manifest.json', manifest('assets/App-2.js'), 3_000);
    await write('remotes/assessment/dist/first-view.html', '<h1>AI Readiness Check</h1>', 3_000);
    const second = await app.request('/ai-readiness');
    const rebuilt = await second.text();
    expect(rebuilt).toContain('<h1>AI Readiness Check</h1>');
    expect(rebuilt).toContain('/remotes/assessment/assets/App-2.js');
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('leave pages that are not remote routes as they were built', async () => {
    await write('shell/dist/about/index.html', '<html><head></head><body>About</body></html>', 1_000);
    expect(await (await site().request('/about')).text()).toBe('<html><head></head><body>About</body></html>');
  });
});
