import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedApi } from './index.js';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Code that runs inside the shell: not tests, test helpers or the standalone dev entry. */
function federatedSources(): string[] {
  const remotesDir = join(root, 'remotes');
  return readdirSync(remotesDir)
    .flatMap((remote) => sourceFiles(join(remotesDir, remote, 'src')))
    .filter((file) => !/\.test\.tsx?$|\/testing\/|standalone\.tsx$/.test(file));
}

const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

describe('shared API surface', () => {
  it('covers every name a remote imports from a curated shared package', () => {
    const unexpected: string[] = [];
    for (const file of federatedSources()) {
      const source = readFileSync(file, 'utf8');
      for (const [, names = '', from = ''] of source.matchAll(importPattern)) {
        const allowed = sharedApi[from];
        if (!allowed) continue;
        for (const raw of names.split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (!name || raw.trim().startsWith('type ')) continue;
          if (!allowed.includes(name)) unexpected.push(`${relative(root, file)}: ${name} from ${from}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('rejects namespace imports of curated packages, which would need every export', () => {
    const namespaceImport = new RegExp(`import \\* as \\w+ from '(${Object.keys(sharedApi).join('|')})'`);
    const offenders = federatedSources().filter((file) => namespaceImport.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
