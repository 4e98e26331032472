import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIntoHead, parseRemoteManifest, RemoteManifests, remotePreloadLinks } from './remote-preloads.ts';

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

const hrefs = (html: string) => [...html.matchAll(/<link rel="([a-z]+)"(?: as="([a-z]+)")?(?: crossorigin)? href="([^"]+)">/g)].map((m) => m.slice(1).filter(Boolean).join(' '));

describe('remote preload links', () => {
  it('hint the manifest, remoteEntry.js and the exposed App\'s synchronous files, root-relative for a remote served here', () => {
    const links = remotePreloadLinks('/remotes/construction-demo/mf-manifest.json', parseRemoteManifest(manifest()));
    expect(hrefs(links)).toEqual([
      'preload fetch /remotes/construction-demo/mf-manifest.json',
      'modulepreload /remotes/construction-demo/remoteEntry.js',
      'preload style /remotes/construction-demo/assets/App-ghi789.css',
      'modulepreload /remotes/construction-demo/assets/App-abc123.js',
      'modulepreload /remotes/construction-demo/assets/api-def456.js',
    ]);
    // The host provides the shared modules; the remote's fallbacks are not hinted.
    expect(links).not.toContain('react-fallback');
  });

  it('resolve against a remote on another origin, or against its fixed public path', () => {
    const elsewhere = remotePreloadLinks('https://cdn.example.com/v7/mf-manifest.json', parseRemoteManifest(manifest()));
    expect(hrefs(elsewhere)).toContain('modulepreload https://cdn.example.com/v7/assets/App-abc123.js');
    const fixed = remotePreloadLinks('https://cdn.example.com/v7/mf-manifest.json', parseRemoteManifest(manifest('https://static.example.com/c/')));
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

describe('remote manifests', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'meitheal-manifests-'));
    await mkdir(join(root, 'assessment/dist'), { recursive: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('read a local remote\'s current build, so a rebuild changes its hints at once', async () => {
    const manifests = new RemoteManifests(root);
    expect(await manifests.local('assessment')).toBeUndefined();
    const path = join(root, 'assessment/dist/mf-manifest.json');
    await writeFile(path, JSON.stringify(manifest()));
    await utimes(path, new Date(1_000_000), new Date(1_000_000));
    expect((await manifests.local('assessment'))?.exposes[0]?.assets.js.sync).toContain('assets/App-abc123.js');

    const rebuilt = manifest();
    rebuilt.exposes[0]!.assets.js.sync = ['assets/App-new999.js'];
    await writeFile(path, JSON.stringify(rebuilt));
    await utimes(path, new Date(2_000_000), new Date(2_000_000));
    expect((await manifests.local('assessment'))?.exposes[0]?.assets.js.sync).toEqual(['assets/App-new999.js']);
  });
});
