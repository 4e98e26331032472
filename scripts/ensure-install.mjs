// Installs the workspace's packages when they are missing or older than the
// lockfile, so `npm start` and `npm test` work on a fresh checkout.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const rootDir = join(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

export function ensureInstalled() {
  const marker = join(rootDir, 'node_modules', '.package-lock.json');
  const lockfile = join(rootDir, 'package-lock.json');
  const locked = existsSync(lockfile);
  const stale = !existsSync(marker) || (locked && statSync(lockfile).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing packages…');
  // With a lockfile, `npm ci` installs exactly the locked versions (it refuses
  // a lockfile that disagrees with package.json instead of rewriting it);
  // without one, `npm install` writes it.
  // Playwright drives the system Chromium; its own browser download cannot work offline.
  runOrExit('npm', [locked ? 'ci' : 'install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
