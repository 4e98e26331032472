// A remote route's page as the remote's current build makes it, composed when
// the page is served: the remote's first view and its inlined stylesheet put
// into the shell's prerendered page, and preload hints read from the remote's
// own manifest. Without the hints the browser discovers the remote one round
// trip at a time (app code, /config.json, the manifest, remoteEntry.js, its
// chunks); with them it fetches them all while it parses the HTML. All of it
// comes from whichever build the remote's URL points at, so a remote
// redeployed (or rolled back) alone changes its own page and nothing in the
// shell's build; a manifest that cannot be read costs only the hints.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteAssetBase, remoteEntryAddress } from '@meitheal/federation';
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
 * Assets resolve as the shell resolves them (`remoteAssetBase`): against the
 * manifest's folder when the remote is built with `publicPath: 'auto'`.
 */
export function remotePreloadLinks(
  manifestUrl: string,
  manifest: RemoteManifest | undefined,
  { expose = './App', withStylesheets = true }: { expose?: string; withStylesheets?: boolean } = {},
): string {
  // A remote served from this origin gets root-relative addresses, so the
  // page is the same whatever host name it was asked for.
  const here = 'http://this-origin.invalid';
  const href = (address: URL) => escapeAttribute(address.origin === here ? `${address.pathname}${address.search}` : address.href);
  const manifestAddress = new URL(manifestUrl, here);
  const links = [`<link rel="preload" as="fetch" crossorigin href="${href(manifestAddress)}">`];
  if (!manifest) return links.join('');
  const base = remoteAssetBase(manifestAddress, manifest.metaData);
  const exposed = manifest.exposes.find((candidate) => candidate.path === expose);
  // A page with the remote's first view has its stylesheet inlined already.
  if (withStylesheets) {
    for (const css of stylesheetPaths(manifest, expose)) links.push(`<link rel="preload" as="style" href="${href(new URL(css, base))}">`);
  }
  const modulepreload = (address: URL) => `<link rel="modulepreload" href="${href(address)}">`;
  links.push(modulepreload(remoteEntryAddress(manifestAddress, manifest.metaData)));
  for (const js of exposed?.assets.js.sync ?? []) links.push(modulepreload(new URL(js, base)));
  return links.join('');
}

function stylesheetPaths(manifest: RemoteManifest, expose = './App'): string[] {
  return manifest.exposes.find((candidate) => candidate.path === expose)?.assets.css.sync ?? [];
}

/**
 * The remote's stylesheet as a <style> element, for a page that carries the
 * remote's first view: painted styled with the HTML alone. The CSS is scoped
 * to the remote's container, so it cannot touch the shell around it.
 */
export function inlineStylesheet(remote: RemoteName, css: string): string {
  return `<style data-remote-style="${remote}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * Hints the page acts on only after its first paint: shell/src/boot.ts adds
 * them when it starts the app's code. Fetched earlier they would compete with
 * the HTML and its paint for the connection; fetched later, one at a time.
 */
export function afterFirstPaint(tags: string): string {
  return tags ? `<template data-after-first-paint>${tags}</template>` : '';
}

/** Puts the tags at the end of the head, after the inlined stylesheet. */
export function insertIntoHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/**
 * Puts a remote's first view (its build's first-view.html) into the empty
 * placeholder the shell prerendered for it (RemoteFirstView.tsx).
 */
export function insertFirstView(html: string, remote: RemoteName, firstView: string): string {
  const placeholder = new RegExp(`(<div data-first-view-of="${remote}"[^>]*>)(</div>)`);
  return html.replace(placeholder, (_match, open: string, close: string) => `${open}${firstView}${close}`);
}

/**
 * A remote route's page as the remote's current build makes it: the first
 * view and its stylesheet when the build ships them (else the skeleton
 * stays), and the hints for after the first paint. The local server does
 * this per request; a static host's deploy step can do it per remote deploy.
 */
export function composeRemotePage(html: string, remote: RemoteName, manifestUrl: string, build: RemoteBuild): string {
  const { manifest, firstView, css } = build;
  const shown = firstView !== undefined && css !== undefined;
  const links = remotePreloadLinks(manifestUrl, manifest, { withStylesheets: !shown });
  const page = insertIntoHead(html, (shown ? inlineStylesheet(remote, css) : '') + afterFirstPaint(links));
  return shown ? insertFirstView(page, remote, firstView) : page;
}

/** What the server reads of a remote's build: its manifest and, if it ships one, its first view. */
export interface RemoteBuild {
  manifest: RemoteManifest | undefined;
  firstView: string | undefined;
  /** The exposed App's stylesheets, read only when there is a first view to style. */
  css: string | undefined;
}

// A first view is a page's worth of markup; anything bigger is not one.
const MAX_FIRST_VIEW_BYTES = 256 * 1024;
const asFirstView = (text: string | undefined) => (text && text.length <= MAX_FIRST_VIEW_BYTES ? text : undefined);

const REMOTE_MANIFEST_TTL_MS = 60_000;
const REMOTE_MANIFEST_TIMEOUT_MS = 2_000;

interface CachedBuild {
  /** The local files' mtimes, or when a remote URL was fetched. */
  stamp: string | number;
  build: RemoteBuild;
}

const NOTHING: RemoteBuild = { manifest: undefined, firstView: undefined, css: undefined };

/**
 * Reads each remote's build: from its local folder when the remote is served
 * here, else from its URL (kept a minute, refreshed in the background so a
 * page never waits for another host).
 */
export class RemoteBuilds {
  private readonly cache = new Map<string, CachedBuild>();
  private readonly refreshing = new Set<string>();

  constructor(private readonly remotesDir: string) {}

  async local(name: RemoteName): Promise<RemoteBuild> {
    const dist = join(this.remotesDir, name, 'dist');
    const manifestPath = join(dist, 'mf-manifest.json');
    const firstViewPath = join(dist, 'first-view.html');
    const [manifestInfo, firstViewInfo] = await Promise.all([
      stat(manifestPath).catch(() => undefined),
      stat(firstViewPath).catch(() => undefined),
    ]);
    if (!manifestInfo) return NOTHING;
    const stamp = `${manifestInfo.mtimeMs}:${firstViewInfo?.mtimeMs ?? ''}`;
    const cached = this.cache.get(dist);
    if (cached?.stamp === stamp) return cached.build;
    const [manifest, firstView] = await Promise.all([
      readFile(manifestPath, 'utf8')
        .then((text) => parseRemoteManifest(JSON.parse(text)))
        .catch(() => undefined),
      firstViewInfo ? readFile(firstViewPath, 'utf8').catch(() => undefined) : undefined,
    ]);
    const css =
      manifest && asFirstView(firstView) ? await readStylesheets(manifest, (path) => readFile(join(dist, path), 'utf8')) : undefined;
    const build = { manifest, firstView: css === undefined ? undefined : asFirstView(firstView), css };
    this.cache.set(dist, { stamp, build });
    return build;
  }

  remote(manifestUrl: string): RemoteBuild {
    const cached = this.cache.get(manifestUrl);
    if ((!cached || Date.now() - (cached.stamp as number) > REMOTE_MANIFEST_TTL_MS) && !this.refreshing.has(manifestUrl)) {
      this.refreshing.add(manifestUrl);
      void fetchBuild(manifestUrl)
        .then((build) => this.cache.set(manifestUrl, { stamp: Date.now(), build }))
        .finally(() => this.refreshing.delete(manifestUrl));
    }
    return cached?.build ?? NOTHING;
  }
}

async function fetchText(url: string): Promise<string | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) }).catch(() => undefined);
  return response?.ok ? response.text().catch(() => undefined) : undefined;
}

async function fetchBuild(manifestUrl: string): Promise<RemoteBuild> {
  const [manifestText, firstView] = await Promise.all([fetchText(manifestUrl), fetchText(new URL('first-view.html', manifestUrl).href)]);
  let manifest: RemoteManifest | undefined;
  try {
    manifest = manifestText ? parseRemoteManifest(JSON.parse(manifestText)) : undefined;
  } catch {
    manifest = undefined;
  }
  // A first view belongs to the build whose manifest came with it, and is
  // shown only with its stylesheets.
  const view = manifest ? asFirstView(firstView) : undefined;
  const css = manifest && view ? await readStylesheets(manifest, (path) => fetchText(new URL(path, manifestUrl).href)) : undefined;
  return { manifest, firstView: css === undefined ? undefined : view, css };
}

/** The stylesheets joined, or undefined if any could not be read. */
async function readStylesheets(manifest: RemoteManifest, read: (path: string) => Promise<string | undefined>): Promise<string | undefined> {
  const texts = await Promise.all(stylesheetPaths(manifest).map((path) => read(path).catch(() => undefined)));
  return texts.every((text): text is string => text !== undefined) ? texts.join('\n') : undefined;
}
