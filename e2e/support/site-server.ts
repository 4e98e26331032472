import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { isolatedServerEnv } from '../../server/src/test-support/isolated-env.ts';

export const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * Ports for the extra servers a test starts, counted up from the main test
 * server's (E2E_PORT), so two runs on different ports never collide.
 */
export function extraPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 8090) + 100 + offset;
}

/** Starts another instance of the real server (as `npm start` runs it) with its own environment. */
export async function startSiteServer(port: number, env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  // A fresh database every time, like the main test server's: an earlier
  // run's data (and its record of applied migrations) must not leak in.
  const dataDir = `.data/e2e-second-${port}`;
  rmSync(join(repoRoot, dataDir), { recursive: true, force: true });
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: isolatedServerEnv({ PORT: String(port), RATE_LIMITS: 'off', DATA_DIR: dataDir, ...env }),
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Second server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('Second server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
