// The README and docs/dependencies.md name what is in the tree: every
// end-to-end spec, and every package a workspace declares. Both lists drifted
// once, unnoticed; now a new spec or package without its line fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The root's package.json and each workspace's (`dir` or `dir/*` in `workspaces`). */
function manifests(): string[] {
  const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(new URL(`../${pattern.slice(0, -2)}`, import.meta.url)).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  );
  return [
    'package.json',
    ...folders.map((folder) => `${folder}/package.json`).filter((file) => existsSync(new URL(`../${file}`, import.meta.url))),
  ];
}

describe('docs that match the tree', () => {
  it("the README's layout names every end-to-end spec", () => {
    const readme = read('README.md');
    const layout = readme.slice(readme.indexOf('\ne2e/'), readme.indexOf('\nscripts/'));
    const specs = readdirSync(new URL('../e2e/tests/', import.meta.url))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => file.replace(/\.spec\.ts$/, ''));
    expect(specs.length).toBeGreaterThan(0);
    expect(specs.filter((spec) => !new RegExp(`(^|[\\s,(])${spec}([\\s,)]|$)`).test(layout))).toEqual([]);
  });

  it('docs/dependencies.md has a row for every declared package', () => {
    // First cells of the table, split at commas: `@radix-ui/*` covers the scope.
    const listed = read('docs/dependencies.md')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| package '))
      .flatMap((line) => (line.split('|')[1] ?? '').split(',').map((name) => name.trim()));
    const covered = (name: string) => listed.includes(name) || listed.includes(`${name.split('/')[0]}/*`);
    const declared = new Set(
      manifests().flatMap((file) => {
        const json = JSON.parse(read(file)) as Record<string, Record<string, string> | undefined>;
        return [json.dependencies, json.devDependencies, json.peerDependencies].flatMap((section) => Object.keys(section ?? {}));
      }),
    );
    // Workspace packages have their own README lines; type packages go with their library.
    const missing = [...declared].filter((name) => !name.startsWith('@meitheal/') && !name.startsWith('@types/') && !covered(name));
    expect(missing).toEqual([]);
  });
});
