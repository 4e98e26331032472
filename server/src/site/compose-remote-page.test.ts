import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterFirstPaint,
  composeRemotePage,
  inlineStylesheet,
  insertFirstView,
  insertIntoHead,
  parseRemoteManifest,
  RemoteBuilds,
  remotePreloadLinks,
} from './compose-remote-page.ts';

const manifest = (publicPath = 'auto') => ({
  name: 'construction_demo',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath },
  shared: [],
  exposes: [
    {
      path: './App',
      assets: {
        js: { sync: ['assets/App-abc123.js', 'assets/api-def456.js'], async: ['assets/react-fallback.js'] },
        css: { sync: ['assets/App-ghi789.css'], async: [] },
      },
    },
  ],
});

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="([a-z]+)"(?: as="([a-z]+)")?(?: crossorigin)? href="([^"]+)">/g)].map((m) =>
    m.slice(1).filter(Boolean).join(' '),
  );

describe('remote preload links', () => {
  it("hint the manifest, remoteEntry.js and the exposed App's synchronous files, root-relative for a remote served here", () => {
    const links = remotePreloadLinks('/remotes/construction-demo/mf-manifest.json', parseRemoteManifest(manifest()));
    expect(hrefs(links)).toEqual([
      'preload fetch /remotes/construction-demo/mf-manifest.json',
      'preload style /remotes/construction-demo/assets/App-ghi789.css',
      'modulepreload /remotes/construction-demo/remoteEntry.js',
      'modulepreload /remotes/construction-demo/assets/App-abc123.js',
      'modulepreload /remotes/construction-demo/assets/api-def456.js',
    ]);
    // The host provides the shared modules; the remote's fallbacks are not hinted.
    expect(links).not.toContain('react-fallback');
    // With the first view in the page the stylesheet is inlined instead.
    expect(
      remotePreloadLinks('/remotes/construction-demo/mf-manifest.json', parseRemoteManifest(manifest()), { withStylesheets: false }),
    ).not.toContain('.css');
  });

  it('resolve against a remote on another origin, or against its fixed public path', () => {
    const elsewhere = remotePreloadLinks('https://cdn.example.com/v7/mf-manifest.json', parseRemoteManifest(manifest()));
    expect(hrefs(elsewhere)).toContain('modulepreload https://cdn.example.com/v7/assets/App-abc123.js');
    const fixed = remotePreloadLinks(
      'https://cdn.example.com/v7/mf-manifest.json',
      parseRemoteManifest(manifest('https://static.example.com/c/')),
    );
    expect(hrefs(fixed)).toContain('modulepreload https://static.example.com/c/remoteEntry.js');
  });

  it('hint only the manifest when it could not be read or is not a federation manifest', () => {
    expect(parseRemoteManifest({ name: 'nope' })).toBeUndefined();
    expect(hrefs(remotePreloadLinks('/remotes/assessment/mf-manifest.json', undefined))).toEqual([
      'preload fetch /remotes/assessment/mf-manifest.json',
    ]);
  });

  it('escape what they put in attributes', () => {
    expect(remotePreloadLinks('https://cdn.example.com/"><script>/mf-manifest.json', undefined)).not.toContain('"><script>');
  });

  it('go at the end of the head', () => {
    expect(insertIntoHead('<html><head><style>x</style></head><body></body></html>', '<link>')).toBe(
      '<html><head><style>x</style><link></head><body></body></html>',
    );
  });
});

describe('remote builds', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'meitheal-builds-'));
    await mkdir(join(root, 'assessment/dist/assets'), { recursive: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("read a local remote's current build, so a rebuild changes its hints and first view at once", async () => {
    const builds = new RemoteBuilds(root);
    expect(await builds.local('assessment')).toEqual({ manifest: undefined, firstView: undefined, css: undefined });
    const dist = join(root, 'assessment/dist');
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify(manifest()));
    await utimes(join(dist, 'mf-manifest.json'), new Date(1_000_000), new Date(1_000_000));
    const first = await builds.local('assessment');
    expect(first.manifest?.exposes[0]?.assets.js.sync).toContain('assets/App-abc123.js');
    // No first view shipped: the page keeps its skeleton.
    expect(first.firstView).toBeUndefined();

    await writeFile(join(dist, 'first-view.html'), '<h1>Assessment</h1>');
    await writeFile(join(dist, 'assets/App-ghi789.css'), '[data-remote=assessment] .x{color:red}');
    await utimes(join(dist, 'first-view.html'), new Date(2_000_000), new Date(2_000_000));
    const second = await builds.local('assessment');
    expect(second.firstView).toBe('<h1>Assessment</h1>');
    expect(second.css).toContain('[data-remote=assessment]');
  });

  it('show a first view only with its stylesheet', async () => {
    await mkdir(join(root, 'tax-navigator/dist'), { recursive: true });
    const dist = join(root, 'tax-navigator/dist');
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify(manifest()));
    await writeFile(join(dist, 'first-view.html'), '<h1>Tax</h1>');
    expect(await new RemoteBuilds(root).local('tax-navigator')).toMatchObject({ firstView: undefined, css: undefined });
  });
});

describe('remote first view', () => {
  const page =
    '<main><div data-remote="assessment"><div data-first-view-of="assessment" class="peer" inert=""></div><div>skeleton</div></div></main>';

  it("goes into its own remote's empty placeholder only", () => {
    expect(insertFirstView(page, 'assessment', '<h1>Quiz</h1>')).toContain('inert=""><h1>Quiz</h1></div><div>skeleton');
    expect(insertFirstView(page, 'tax-navigator', '<h1>Tax</h1>')).toBe(page);
  });

  it('comes with its stylesheet inline, which cannot end the style element early', () => {
    expect(inlineStylesheet('assessment', 'a{b:c}</style><script>')).toBe(
      '<style data-remote-style="assessment">a{b:c}<\\/style><script></style>',
    );
  });

  it('leaves the hints for after the first paint', () => {
    expect(afterFirstPaint('<link>')).toBe('<template data-after-first-paint><link></template>');
    expect(afterFirstPaint('')).toBe('');
  });
});

describe("a remote route's page", () => {
  const page =
    '<html><head><style>shell</style></head><body><div data-remote="assessment"><div data-first-view-of="assessment" class="peer" inert=""></div><div>skeleton</div></div></body></html>';
  const url = '/remotes/assessment/mf-manifest.json';

  it('carries the first view, its stylesheet and the deferred hints when the build ships a first view', () => {
    const html = composeRemotePage(page, 'assessment', url, {
      manifest: parseRemoteManifest(manifest()),
      firstView: '<h1>Quiz</h1>',
      css: '.x{}',
    });
    expect(html).toContain('<style data-remote-style="assessment">.x{}</style><template data-after-first-paint>');
    expect(html).toContain('inert=""><h1>Quiz</h1></div>');
    expect(html).not.toContain('as="style"');
  });

  it('keeps the skeleton, and hints the stylesheet, when it does not', () => {
    const html = composeRemotePage(page, 'assessment', url, {
      manifest: parseRemoteManifest(manifest()),
      firstView: undefined,
      css: undefined,
    });
    expect(html).toContain('inert=""></div><div>skeleton');
    expect(html).toContain('as="style"');
    expect(html).not.toContain('data-remote-style');
  });
});
