// `npm run lint` runs knip after ESLint: it fails on a package a workspace
// imports without declaring it, a declared package nothing imports, and an
// export nothing imports. Plugins (Vite, Vitest, Playwright, Tailwind) find
// most entry files; what they cannot see is listed here.
//
// knip alone lets a private workspace use another workspace's packages, and
// the root's, undeclared. So lint runs it twice: once in full, then
// `--production --strict --include unlisted`, where the shipped code of each
// workspace must declare every package it imports in its own dependencies.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // The root's test:e2e script runs the Playwright of the e2e workspace; the
  // benchmark joins real PDFs with Debian's poppler-utils when installed.
  ignoreBinaries: ['playwright', 'pdfunite'],
  // Only exports nothing at all uses: one that its own file also uses is
  // live code, and a module may name its limits and helpers in the open.
  ignoreExportsUsedInFile: true,
  // Test support that packages export for other workspaces' tests: it may
  // lean on the test tools the root and its own devDependencies provide.
  ignoreIssues: {
    'shared/document-text/testing/**': ['unlisted'],
    'shared/federation/testing.tsx': ['unlisted'],
  },
  workspaces: {
    // The root owns scripts/ (run by tsx from package.json's scripts) and
    // supabase/ (run by Vitest and the local server on Node, and by Deno).
    '.': {
      entry: [
        // Deno's entry points: hosted Supabase serves each function's index.ts.
        'supabase/functions/*/index.ts!',
        // Loaded by deno-smoke.test.ts with a computed import().
        'supabase/functions/*/testing/smoke-request.ts',
        // A function's public interface: any client of the function, not only
        // this repository's pages, reads its request and response schemas.
        'supabase/functions/*/contract.ts',
        // Run by hand with `node --import tsx` to measure a search threshold.
        'supabase/functions/*/evaluation/calibrate.ts',
      ],
      // Run as binaries, not imported: node_modules/.bin/deno by the Deno
      // tests; autocannon through createRequire, as it ships no types.
      ignoreDependencies: ['deno', 'autocannon'],
    },
    'shared/backend-client': {
      // Swapped in for parts of supabase-js by the alias in vite.js.
      entry: ['src/unused-supabase-parts/*.ts'],
    },
    shell: {
      // The server-side render that shell's build script runs with `vite build --ssr`.
      entry: ['src/entry-server.tsx'],
    },
    e2e: {
      // Run by hand; its output is committed.
      entry: ['fixtures/document-qa/generate-fixtures.ts'],
    },
  },
};

export default config;
