// The build recipe every remote uses, so a new demo is one line of config and
// all remotes stay identical in what they share and how they are served.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationName, viteSharedConfig } from './index.js';
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
    ],
    // Standalone development: the site's configuration and backend come from
    // the local server (`npm start`), so a remote runs alone with real data.
    server: { port, strictPort: true, cors: true, proxy: backendProxy() },
    preview: { port, strictPort: true, cors: true },
    build: { target: 'es2022', modulePreload: false },
  });
}
