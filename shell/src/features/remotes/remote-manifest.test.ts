import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteEntryUrl } from './remote-manifest';

function serveManifest(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const manifest = (metaData: object) => ({ id: 'x', name: 'x', metaData, shared: [], remotes: [], exposes: [] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remoteEntryUrl', () => {
  it('finds the entry beside a manifest built with an automatic public path, on any origin', async () => {
    serveManifest(manifest({ remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }));
    await expect(remoteEntryUrl('https://cdn.example.ie/remotes/tax/2026-11-23.1/mf-manifest.json')).resolves.toBe(
      'https://cdn.example.ie/remotes/tax/2026-11-23.1/remoteEntry.js',
    );
  });

  it('resolves a same-site manifest URL against the page, and honours an entry folder and a fixed public path', async () => {
    serveManifest(manifest({ remoteEntry: { name: 'remoteEntry.js', path: 'entry' }, publicPath: 'https://static.example.ie/tax/' }));
    await expect(remoteEntryUrl('/remotes/tax/mf-manifest.json')).resolves.toBe('https://static.example.ie/tax/entry/remoteEntry.js');
  });

  it('asks past the HTTP cache on a Retry', async () => {
    const fetchMock = serveManifest(manifest({ remoteEntry: { name: 'remoteEntry.js', path: '' } }));
    await remoteEntryUrl('/remotes/tax/mf-manifest.json', { fresh: true });
    expect(fetchMock).toHaveBeenCalledWith(expect.any(URL), { cache: 'no-cache' });
  });

  it('fails clearly on a missing manifest or one without an entry', async () => {
    serveManifest({}, 404);
    await expect(remoteEntryUrl('/remotes/tax/mf-manifest.json')).rejects.toThrow("The remote's manifest could not be loaded (404).");
    serveManifest(manifest({ publicPath: 'auto' }));
    await expect(remoteEntryUrl('/remotes/tax/mf-manifest.json')).rejects.toThrow(/not one the shell can read/);
  });
});
