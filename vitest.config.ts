import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { slimSupabaseAliases } from './shared/backend-client/vite.js';

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
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          restoreMocks: true,
        },
      },
    ],
  },
});
