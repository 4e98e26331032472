// The build recipe every remote uses, so a new demo is one line of config and
// all remotes stay identical in what they share and how they are served.
import { slimSupabaseAliases } from '@meitheal/backend-client/vite';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, defineConfig } from 'vite';
import { federationName, viteSharedConfig } from './index.js';
import { precompress } from './precompress.js';
import { scopeRemoteCss } from './scope-css.js';

/**
 * Development servers (the shell's and each remote's) take the site's
 * configuration, the functions, the REST reads and the built remotes from the
 * local server (`npm start`, or BACKEND_URL pointing elsewhere).
 */
export function backendProxy() {
  const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:8080';
  // The Host header stays the dev server's, so /config.json names it as the
  // backend origin and the browser's calls come back through this proxy.
  return Object.fromEntries(
    ['/config.json', '/functions', '/rest', '/remotes'].map((path) => [path, { target: backendUrl, changeOrigin: false }]),
  );
}

const FIRST_VIEW_ENTRY = 'virtual:meitheal-first-view';

/**
 * Writes `first-view.html` beside the manifest: the exposed App's first render
 * (inside a router and a query client, as the shell mounts it) as HTML, made
 * from this build's own sources. The server puts it into the remote route's
 * page, so the first paint shows the remote's real first view instead of a
 * skeleton, and a redeployed remote brings its own. A remote whose first
 * render cannot run outside a browser simply ships none (and gets the skeleton).
 *
 * @param {string} remote
 * @param {string} app the exposed App's source, relative to the remote's root
 * @returns {import('vite').Plugin}
 */
function firstViewFragment(remote, app) {
  let root = '';
  let outDir = '';
  let skip = false;
  return {
    name: 'meitheal:first-view',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      const appPath = resolve(root, app);
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [
          react(),
          {
            name: 'meitheal:first-view-entry',
            resolveId: (id) => (id === FIRST_VIEW_ENTRY ? `\0${FIRST_VIEW_ENTRY}` : undefined),
            load: (id) =>
              id === `\0${FIRST_VIEW_ENTRY}`
                ? [
                    `import { createElement } from 'react';`,
                    `import { renderToString } from 'react-dom/server';`,
                    `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';`,
                    `import { MemoryRouter } from 'react-router-dom';`,
                    `import App from ${JSON.stringify(appPath)};`,
                    // Its own id prefix: the view sits in a page whose ids the shell's React made.
                    `export const render = () => renderToString(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, createElement(App))), { identifierPrefix: 'first-view-' });`,
                  ].join('\n')
                : undefined,
          },
        ],
      });
      try {
        const { render } = await server.ssrLoadModule(FIRST_VIEW_ENTRY);
        await writeFile(join(outDir, 'first-view.html'), render());
      } catch (error) {
        console.warn(
          `[${remote}] no first-view.html: its first render needs a browser (${error instanceof Error ? error.message : error}).`,
        );
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * @param {{ remote: string; exposes?: Record<string, string>; port?: number }} options
 */
export function defineRemoteConfig({ remote, exposes = { './App': './src/App.tsx' }, port = 5180 }) {
  return defineConfig({
    // 'auto' publicPath lets the remote load its own chunks from wherever its
    // manifest was fetched, so the same build works on any CDN path.
    base: './',
    plugins: [
      federation({
        name: federationName(remote),
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: viteSharedConfig(),
        publicPath: 'auto',
        dts: false,
      }),
      react(),
      tailwindcss(),
      scopeRemoteCss(remote),
      ...(exposes['./App'] ? [firstViewFragment(remote, exposes['./App'])] : []),
      // Brotli and gzip files beside each built file: no server compresses on request.
      precompress(),
    ],
    // Standalone development: the site's configuration and backend come from
    // the local server (`npm start`), so a remote runs alone with real data.
    server: { port, strictPort: true, cors: true, proxy: backendProxy() },
    preview: { port, strictPort: true, cors: true },
    resolve: { alias: slimSupabaseAliases() },
    build: { target: 'es2022', modulePreload: false },
  });
}
