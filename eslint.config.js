import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { remoteNames } from './shared/federation/index.js';

// Code that ships to the browser, and the one kind of file under supabase/ it
// may import: a function's contract (and the shared one the contracts use),
// which holds only zod/mini schemas, limits and catalogues. The exception is
// matched as an absolute glob, as the lint rule requires.
const browserCode = ['./shared', './shell', ...remoteNames.map((remote) => `./remotes/${remote}`)];
const CONTRACTS = fileURLToPath(new URL('./supabase/functions/*/contract.ts', import.meta.url));

// The import direction, enforced: shared code knows no app, a remote knows no
// shell and no other remote, shell features never reach up into the app
// shell, and function code (with its tests and tooling) never leans on the
// local server, because hosted Supabase runs it without one.
const boundaryZones = [
  {
    target: './shared',
    from: ['./shell', './remotes', './server', './e2e', './scripts'],
    message: 'shared/ is imported by the apps and imports none of them.',
  },
  ...browserCode.map((target) => ({
    target,
    from: './supabase/**',
    except: [CONTRACTS],
    message:
      'Browser code reaches a function only through its contract (supabase/functions/<name>/contract.ts, zod/mini and plain data); everything else under supabase/ runs on the server.',
  })),
  ...remoteNames.map((remote) => ({
    target: `./remotes/${remote}`,
    from: ['./shell', './remotes', './server'],
    except: [`./${remote}`],
    message: 'A remote is built and deployed alone: it imports only shared/ packages and its own files.',
  })),
  {
    target: './shell',
    from: ['./remotes', './server'],
    message: 'The shell loads remotes at run time and reaches the backend through @meitheal/backend-client.',
  },
  {
    target: './server',
    from: ['./shell', './remotes', './e2e', './scripts'],
    message:
      'server/ serves what the shell and the remotes build, never their source: data it shares with them goes in a shared/ package (the site map is @meitheal/site-map).',
  },
  {
    target: './shell/src/features',
    from: './shell/src/app',
    message: 'Features are composed by app/, never the other way round: move what both need to lib/.',
  },
  {
    target: './supabase',
    from: './server',
    message: 'Function code runs on hosted Supabase without server/: put what both need under supabase/.',
  },
];

// A function's runtime imports only its own folder, _shared/ and the
// contracts, so each folder can be read, changed and deployed as one unit.
// Its tests, evaluation/ and testing/ code, which never deploy, may also
// drive a neighbour (the document demo uploads, then asks) and open a test
// database. The folders are read from disk: a new function is held to the
// rule the day it is added.
const absolute = (path) => fileURLToPath(new URL(path, import.meta.url));
const functionNames = readdirSync(new URL('./supabase/functions/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);
const functionZones = functionNames.map((name) => ({
  target: `./supabase/functions/${name}`,
  from: absolute('./**'),
  except: [
    absolute(`./supabase/functions/${name}/**`),
    absolute('./supabase/functions/_shared/**'),
    CONTRACTS,
    absolute('./node_modules/**'),
  ],
  message: `A function imports only its own folder, supabase/functions/_shared/ and other functions' contract.ts: move what ${name} shares with another function to _shared/.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'dist-static/**',
      '**/node_modules/**',
      '.data/**',
      '.scratch/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, Deno: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['supabase/functions/*/**/*.ts'],
    ignores: ['supabase/functions/*/**/*.test.ts', 'supabase/functions/*/evaluation/**', 'supabase/functions/*/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...functionZones] }],
    },
  },
  {
    // Browser code, where every remote route's first load has a size budget:
    // classic zod is not tree-shakable, so one `z.object` pulls in all of it,
    // to-json-schema included. Tests and server/, supabase/ run outside the
    // browser and keep the classic API.
    files: ['remotes/**/src/**/*.{ts,tsx,js,jsx}', 'shared/**/src/**/*.{ts,tsx,js,jsx}'],
    ignores: ['**/*.test.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4'].map((name) => ({
            name,
            message: "Import * as z from 'zod/mini': classic zod is not tree-shakable and costs every remote route ~20 KB gzip.",
          })),
        },
      ],
    },
  },
  {
    // A contract runs in the browser, on Node and on Deno: it imports zod/mini
    // and the shared contract, nothing else.
    files: ['supabase/functions/*/contract.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\.\\./_shared/contract\\.ts$)',
              message: 'A contract imports only zod/mini and ../_shared/contract.ts, so the browser, Node and Deno all load it.',
            },
          ],
        },
      ],
    },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
