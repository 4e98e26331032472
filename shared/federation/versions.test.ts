import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from './index.js';

const root = join(import.meta.dirname, '..', '..');

function workspacePackages(): { file: string; json: Record<string, Record<string, string> | undefined> }[] {
  const folders = [
    'shell',
    ...readdirSync(join(root, 'shared')).map((name) => join('shared', name)),
    ...readdirSync(join(root, 'remotes')).map((name) => join('remotes', name)),
  ];
  return folders
    .map((folder) => join(root, folder, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => ({ file, json: JSON.parse(readFileSync(file, 'utf8')) }));
}

describe('shared singletons', () => {
  it('declare the same version as every package.json of the workspace', () => {
    const mismatches: string[] = [];
    for (const { file, json } of workspacePackages()) {
      const declared = { ...json.dependencies, ...json.devDependencies, ...json.peerDependencies };
      for (const [name, version] of Object.entries(sharedSingletons)) {
        const wanted = declared[name];
        if (wanted !== undefined && wanted !== version) mismatches.push(`${file}: ${name}@${wanted}, shared list says ${version}`);
      }
      if (json.name && sharedSingletons[json.name as unknown as string]) {
        const own = (json as unknown as { version: string }).version;
        if (own !== sharedSingletons[json.name as unknown as string]) mismatches.push(`${file}: own version ${own}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('are the versions actually installed', () => {
    for (const [name, version] of Object.entries(sharedSingletons)) {
      if (name.startsWith('@meitheal/')) continue;
      const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version, name).toBe(version);
    }
  });
});
