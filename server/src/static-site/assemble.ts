// Assembles a folder any static host or CDN can serve with no Node process:
// the shell's build, each remote's build under /remotes/<name>/, and the
// files that make it this environment's site: /config.json (backend origin,
// anon key, contact address, remote URLs, analytics), `_headers` (CSP and
// the other security headers, cache rules) and `_redirects`. The builds'
// brotli and gzip files come along; a page rewritten here gets fresh ones.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRECOMPRESSED, precompressFile } from '@meitheal/federation/precompress';
import { siteMap } from '@meitheal/site-map';
import type { ServerConfig } from '../env.ts';
import { buildPublicConfig } from '../site/public-config.ts';
import { composeRemotePage, RemoteBuilds } from '../site/compose-remote-page.ts';
import { REMOTE_NAMES } from '../site/remotes.ts';
import { renderHeadersFile } from './headers-file.ts';
import { renderRedirectsFile } from './redirects-file.ts';

export interface AssembleOptions {
  config: ServerConfig;
  /** The site's own public origin (PUBLIC_URL): remotes default to /remotes/<name>/ under it. */
  siteOrigin: string;
  shellDist: string;
  remotesDir: string;
  outDir: string;
}

export async function assembleStaticSite(options: AssembleOptions): Promise<string[]> {
  const { config, siteOrigin, shellDist, remotesDir, outDir } = options;
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error('The shell is not built: run `npm run build` first.');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(shellDist, outDir, { recursive: true });
  const copied: string[] = [];
  for (const name of REMOTE_NAMES) {
    // A remote deployed elsewhere (REMOTE_<NAME>_URL) is not copied here.
    if (config.remoteUrls[name]) continue;
    const dist = join(remotesDir, name, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`Remote ${name} is not built: run \`npm run build\` first.`);
    cpSync(dist, join(outDir, 'remotes', name), { recursive: true });
    copied.push(name);
  }
  // As the local server does per request: each remote route's page carries the
  // first view, stylesheet and hints of the remote build shipped beside it. A
  // remote deployed on its own URL keeps the skeleton (redeploy it with a
  // rebuild of this folder to refresh its first view).
  const builds = new RemoteBuilds(remotesDir);
  for (const entry of siteMap) {
    if (entry.kind !== 'remote' || !copied.includes(entry.remote)) continue;
    const page = join(outDir, entry.path.slice(1), 'index.html');
    const build = await builds.local(entry.remote);
    const manifestUrl = `/remotes/${entry.remote}/mf-manifest.json`;
    await writeServedFile(page, composeRemotePage(readFileSync(page, 'utf8'), entry.remote, manifestUrl, build));
  }
  await writeServedFile(join(outDir, 'config.json'), `${JSON.stringify(buildPublicConfig(config, siteOrigin), null, 2)}\n`);
  writeFileSync(join(outDir, '_headers'), renderHeadersFile(config));
  writeFileSync(join(outDir, '_redirects'), renderRedirectsFile());
  return copied;
}

/** Writes a file the host serves, with its own compressed copies in place of the build's, which no longer match it. */
async function writeServedFile(path: string, text: string): Promise<void> {
  const content = Buffer.from(text);
  writeFileSync(path, content);
  for (const suffix of Object.values(PRECOMPRESSED)) rmSync(path + suffix, { force: true });
  await precompressFile(path, content);
}
