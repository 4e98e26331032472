// The website on the server's origin: the shell's prerendered pages with a
// client-route fallback, each built remote under /remotes/<name>/, and
// /config.json.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ServerConfig } from '../env.ts';
import { redirects, renderedPaths, siteMap } from '@meitheal/site-map';
import { cacheControlFor, REVALIDATE } from './cache-policy.ts';
import { requestOrigin } from './origin.ts';
import { buildPublicConfig } from './public-config.ts';
import { composeRemotePage, RemoteBuilds } from './compose-remote-page.ts';
import { REMOTE_NAMES, type RemoteName } from './remotes.ts';
import { fileResponse, findFile, textResponse } from './static-files.ts';

export interface SiteDirectories {
  shellDist: string;
  /** Folder holding <name>/dist for each remote. */
  remotesDir: string;
}

// Known client routes answer 200 with their prerendered page (or the shell);
// anything else gets the not-found page with a real 404 for crawlers.
const KNOWN_ROUTES = new Set<string>(renderedPaths);
const REMOTE_ROUTES = new Map<string, RemoteName>(
  siteMap.flatMap((entry) => (entry.kind === 'remote' ? [[entry.path, entry.remote] as const] : [])),
);

export function createSiteRoutes(config: ServerConfig, dirs: SiteDirectories): Hono {
  const app = new Hono();
  const builds = new RemoteBuilds(dirs.remotesDir);

  /**
   * A remote route's page with the remote's first view and preload hints,
   * both from the build the remote's URL points at now.
   */
  async function remotePage(req: Request, page: string, remote: RemoteName): Promise<Response> {
    const url = config.remoteUrls[remote];
    const build = url ? builds.remote(url) : await builds.local(remote);
    const html = composeRemotePage(await readFile(page, 'utf8'), remote, url ?? `/remotes/${remote}/mf-manifest.json`, build);
    return textResponse(req, page, html, { cacheControl: REVALIDATE });
  }

  app.get('/config.json', (c) => {
    const origin = requestOrigin(c.req.raw, config.publicUrl, config.trustProxy);
    return c.json(buildPublicConfig(config, origin), 200, { 'cache-control': REVALIDATE });
  });

  app.on(['GET', 'HEAD'], '/remotes/:name/*', async (c) => {
    const name = c.req.param('name');
    const dist = join(dirs.remotesDir, name, 'dist');
    const prefix = `/remotes/${name}`;
    const path = new URL(c.req.url).pathname.slice(prefix.length);
    const file = REMOTE_NAMES.includes(name as RemoteName) ? await findFile(dist, path) : undefined;
    if (!file) return c.text('Not found', 404);
    // The shell on another origin (or port) loads these cross-origin.
    return fileResponse(c.req.raw, file, {
      cacheControl: cacheControlFor(path),
      headers: { 'access-control-allow-origin': '*' },
    });
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const redirect = redirects[route];
    if (redirect) return c.redirect(redirect, 301);

    const file = await findFile(dirs.shellDist, path);
    if (file) return fileResponse(c.req.raw, file, { cacheControl: cacheControlFor(path) });

    const shell = await findFile(dirs.shellDist, '/index.html');
    if (KNOWN_ROUTES.has(route)) {
      const page = (await findFile(dirs.shellDist, `${route}/index.html`)) ?? shell;
      const remote = REMOTE_ROUTES.get(route);
      if (page && remote) return remotePage(c.req.raw, page, remote);
      if (page) return fileResponse(c.req.raw, page, { cacheControl: REVALIDATE });
      return c.text('The site has not been built yet: run `npm run build`, then start the server again.', 503);
    }
    // A missing asset is just missing; a missing page gets the prerendered
    // not-found page (the shell as a fallback), with a real 404 for crawlers.
    const notFoundPage = (await findFile(dirs.shellDist, '/404.html')) ?? shell;
    if (!notFoundPage || /\.[a-z0-9]+$/i.test(route)) return c.text('Not found', 404);
    return fileResponse(c.req.raw, notFoundPage, { status: 404, cacheControl: REVALIDATE });
  });

  return app;
}

/** Files worth compressing before the first visitor asks for them. */
export function builtDirectories(dirs: SiteDirectories): string[] {
  return [dirs.shellDist, ...REMOTE_NAMES.map((name) => join(dirs.remotesDir, name, 'dist'))].filter((dir) => existsSync(dir));
}
