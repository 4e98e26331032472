// PGlite has no lock of its own: two processes opening one data folder corrupt
// it. A lock file next to the folder holds the owner's pid; a lock whose
// process is gone (a crash, SIGKILL) is stale and taken over.
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => unlinkSync(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (isRunning(owner)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another server (process ${owner}). ` +
            'Stop that server, or set DATA_DIR to a different folder.',
          { cause: error },
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another process keeps taking it.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
