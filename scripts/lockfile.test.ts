// The lockfile must install the same versions on every machine. Static hosts
// and CI run `npm ci`, which refuses a lockfile that lacks a package the
// dependency tree asks for, and npm records per-platform native packages
// (Tailwind's oxide, lightningcss, rolldown, esbuild, deno) only when it is
// told about every platform. A lockfile written on one machine can hold that
// machine's binaries only; this test fails until it holds them all.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(rootDir, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveLocked(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

/** The workspace folders package.json declares (`dir` or `dir/*`). */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(rootDir, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(rootDir, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

describe('package-lock.json', () => {
  it("holds every platform's optional native packages", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, meta]) =>
      Object.keys(meta.optionalDependencies ?? {})
        .filter((name) => resolveLocked(path, name) === undefined)
        .map((name) => `${name} (wanted by ${path || 'the root'})`),
    );
    expect(missing).toEqual([]);
  });

  it('locks the native packages of macOS, Windows and Linux for the build tools', () => {
    for (const name of [
      '@tailwindcss/oxide-darwin-arm64',
      '@tailwindcss/oxide-win32-x64-msvc',
      '@tailwindcss/oxide-linux-x64-gnu',
      'lightningcss-darwin-arm64',
      'lightningcss-win32-x64-msvc',
      '@rolldown/binding-darwin-arm64',
      '@esbuild/darwin-arm64',
      '@esbuild/win32-x64',
    ]) {
      expect(lock.packages[`node_modules/${name}`]?.optional, name).toBe(true);
    }
  });

  describe('as `npm ci` reads it', () => {
    // A copy of the manifests alone: `npm ci` must never touch the real node_modules.
    const copy = mkdtempSync(join(tmpdir(), 'lockfile-check-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('agrees with every package.json (`npm ci --dry-run` accepts it)', () => {
      for (const file of ['package.json', 'package-lock.json', ...workspaceFolders().map((folder) => `${folder}/package.json`)]) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        copyFileSync(join(rootDir, file), join(copy, file));
      }
      const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, npm_config_loglevel: 'error' },
      });
      const errors = result.stderr
        .split('\n')
        .filter((line) => line.startsWith('npm error') && line.trim() !== 'npm error')
        .slice(0, 12);
      expect({ status: result.status, errors }).toEqual({ status: 0, errors: [] });
    });
  });
});
