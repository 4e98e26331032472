import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

describe('lockDataDir', () => {
  const folder = mkdtempSync(join(tmpdir(), 'meitheal-lock-'));
  const dataDir = join(folder, 'pglite');
  afterEach(() => rmSync(`${dataDir}.lock`, { force: true }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a second owner while the first holds the folder', () => {
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another server \(process \d+\)/);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over the lock of a process that no longer exists', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${dataDir}.lock`, gone);
    const lock = lockDataDir(dataDir);
    // The lock is ours now: it names this process and keeps a second owner out.
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(`(process ${process.pid})`);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('keeps the lock of a process that is still running', () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`(process ${process.ppid})`);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.ppid));
  });
});
