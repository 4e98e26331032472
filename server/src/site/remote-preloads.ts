// Preload hints for a remote route's page, read from the remote's own
// manifest when the page is served. Without them the browser discovers the
// remote one round trip at a time (app code, /config.json, the manifest,
// remoteEntry.js, its chunks); with them it fetches them all while it parses
// the HTML. They come from whichever build the remote's URL points at, so a
// remote redeployed (or rolled back) alone changes its own hints and nothing
// in the shell's build; a manifest that cannot be read costs only the hints.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { RemoteName } from './remotes.ts';

const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    publicPath: z.string().optional(),
  }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

export type RemoteManifest = z.infer<typeof manifestSchema>;

export function parseRemoteManifest(json: unknown): RemoteManifest | undefined {
  const parsed = manifestSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <link> tags for the manifest itself, remoteEntry.js and what the
 * exposed App needs before it can render (its synchronous chunks and CSS).
 * Assets resolve against the manifest's folder when the remote is built with
 * `publicPath: 'auto'`, as the federation runtime resolves them.
 */
export function remotePreloadLinks(manifestUrl: string, manifest: RemoteManifest | undefined, expose = './App'): string {
  // A remote served from this origin gets root-relative addresses, so the
  // page is the same whatever host name it was asked for.
  const here = 'http://this-origin.invalid';
  const href = (address: URL) => escapeAttribute(address.origin === here ? `${address.pathname}${address.search}` : address.href);
  const manifestAddress = new URL(manifestUrl, here);
  const links = [`<link rel="preload" as="fetch" crossorigin href="${href(manifestAddress)}">`];
  if (!manifest) return links.join('');
  const publicPath = manifest.metaData.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestAddress);
  const url = (path: string) => href(new URL(path, base));
  const entry = manifest.metaData.remoteEntry;
  links.push(`<link rel="modulepreload" href="${url(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`)}">`);
  const exposed = manifest.exposes.find((candidate) => candidate.path === expose);
  for (const css of exposed?.assets.css.sync ?? []) links.push(`<link rel="preload" as="style" href="${url(css)}">`);
  for (const js of exposed?.assets.js.sync ?? []) links.push(`<link rel="modulepreload" href="${url(js)}">`);
  return links.join('');
}

/** Puts the tags at the end of the head, after the inlined stylesheet. */
export function insertIntoHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

const REMOTE_MANIFEST_TTL_MS = 60_000;
const REMOTE_MANIFEST_TIMEOUT_MS = 2_000;

interface CachedManifest {
  /** The local file's mtime, or when a remote URL was fetched. */
  stamp: number;
  manifest: RemoteManifest | undefined;
}

/**
 * Reads each remote's manifest: from its local build when the remote is
 * served here, else from its URL (kept a minute, refreshed in the background
 * so a page never waits for another host).
 */
export class RemoteManifests {
  private readonly cache = new Map<string, CachedManifest>();
  private readonly refreshing = new Set<string>();

  constructor(private readonly remotesDir: string) {}

  async local(name: RemoteName): Promise<RemoteManifest | undefined> {
    const path = join(this.remotesDir, name, 'dist', 'mf-manifest.json');
    const info = await stat(path).catch(() => undefined);
    if (!info) return undefined;
    const cached = this.cache.get(path);
    if (cached?.stamp === info.mtimeMs) return cached.manifest;
    const manifest = await readFile(path, 'utf8')
      .then((text) => parseRemoteManifest(JSON.parse(text)))
      .catch(() => undefined);
    this.cache.set(path, { stamp: info.mtimeMs, manifest });
    return manifest;
  }

  remote(url: string): RemoteManifest | undefined {
    const cached = this.cache.get(url);
    if ((!cached || Date.now() - cached.stamp > REMOTE_MANIFEST_TTL_MS) && !this.refreshing.has(url)) {
      this.refreshing.add(url);
      void fetch(url, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) })
        .then(async (response) => (response.ok ? parseRemoteManifest(await response.json()) : undefined))
        .catch(() => undefined)
        .then((manifest) => this.cache.set(url, { stamp: Date.now(), manifest }))
        .finally(() => this.refreshing.delete(url));
    }
    return cached?.manifest;
  }
}
