import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One Vitest run, several projects: browser-like component tests in jsdom, and
// Node tests for the server and the functions (which talk to a real database).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['shared/**/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}', 'remotes/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['./vitest.setup-dom.ts'],
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
