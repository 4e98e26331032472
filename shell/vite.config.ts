import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { slimSupabaseAliases } from '@meitheal/backend-client/vite';
import { backendProxy } from '@meitheal/federation/vite';
import { defineConfig } from 'vite';

/**
 * Modules every marketing page runs on first load that other chunks share
 * too. Left to the default splitting they become a dozen tiny chunks; grouped
 * (with what they import: React, the router, the design system) they are one
 * request that compresses better. Nothing loaded later belongs here.
 */
const firstLoadModules = [
  '/shell/src/features/consent/',
  '/shell/src/features/site-config/',
  '/shell/src/features/analytics/index.ts',
  '/shell/src/features/analytics/AnalyticsBootstrap.tsx',
  '/shell/src/features/analytics/track.ts',
  '/shell/src/features/analytics/gtag.ts',
  '/shell/src/content/site.ts',
];
const isFirstLoadModule = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return firstLoadModules.some((fragment) => path.includes(fragment)) || /\/lucide-react\/dist\/esm\/(?!icons\/)/.test(path);
};

// The shell is a federation host without a runtime of its own: on a remote
// route it initialises the remote's container with its share scope, and the
// container's runtime does the rest (see docs/decisions/0002-runtime-only-host.md).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: slimSupabaseAliases() },
  build: {
    target: 'es2022',
    manifest: true,
    cssCodeSplit: false,
    // Vite lists every lazy chunk's imports so they can be fetched in
    // parallel; kept for the app itself (loaded by the entry), but for every
    // page and island the lists cost the first load more than the one round
    // trip they save later. Browsers that run es2022 need no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (filename.startsWith('assets/main-') ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry (boot.ts) keeps Vite's preload helper with it. Pulled into
            // the group below, the helper would make the entry script wait for
            // a whole chunk, or for a chunk of its own, before the first paint.
            { name: 'boot', test: /vite\/preload-helper|src\/boot\.ts/, priority: 2 },
            { name: 'first-load', test: isFirstLoadModule, priority: 1 },
          ],
        },
      },
    },
  },
  // `npm run dev`: hot reload, with the backend and the built remotes from the local server.
  server: { port: 5173, strictPort: true, proxy: backendProxy() },
});
