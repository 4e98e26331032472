import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { slimSupabaseAliases } from './shared/backend-client/vite.js';

const NODE_TESTS = {
  environment: 'node',
  include: ['server/**/*.test.ts', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  restoreMocks: true,
};

/** The Node test files that run in a process of their own (scripts/isolated-tests.test.ts checks the list). */
export const ISOLATED_NODE_TESTS = [
  // Replaces a module with vi.mock, which would stand for that module in every later file of a shared worker.
  'supabase/functions/_shared/knowledge-version-handlers.test.ts',
];

// One Vitest run, several projects: browser-like component tests in jsdom, and
// Node tests for the server and the functions (which talk to a real database).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so one worker on CI's two cores: the suite then runs
    // file after file while a core idles. Two workers there (each test file still has a database of its own).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        // The browser's slim Supabase client, so component tests use what the site ships.
        resolve: { alias: slimSupabaseAliases() },
        test: {
          name: 'ui',
          environment: 'jsdom',
          // Worker threads start faster than the processes the Node tests need: a fifth off this project's time.
          pool: 'threads',
          include: ['shared/**/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}', 'remotes/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['./vitest.setup-dom.ts'],
          // A test clicking through the assessment in jsdom takes a few seconds when both cores are busy.
          testTimeout: 15_000,
          // Transformed by Vite, not loaded by Node, so the aliases above reach its imports.
          server: { deps: { inline: ['@supabase/supabase-js'] } },
          // A spy (console.error, window.scrollTo...) never outlives its test,
          // even when the test fails before restoring it.
          restoreMocks: true,
        },
      },
      {
        test: {
          ...NODE_TESTS,
          name: 'node',
          exclude: ['**/node_modules/**', ...ISOLATED_NODE_TESTS],
          // One worker process runs file after file with the modules it has loaded: PGlite's WebAssembly is compiled
          // once per worker, not once per file, which halves the time of the many files that each open a database.
          // What a file changes outside its modules ends with it: mocks, stubbed globals and environment variables
          // (vitest.setup-node.ts); a database is opened by each file that needs one.
          isolate: false,
          setupFiles: ['./vitest.setup-node.ts'],
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        // A file that replaces a module with vi.mock runs in a process of its own, so no other file loads the mock.
        test: { ...NODE_TESTS, name: 'node-isolated', include: ISOLATED_NODE_TESTS },
      },
    ],
  },
});
