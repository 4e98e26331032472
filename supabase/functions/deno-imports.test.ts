// Deno has no package.json: supabase/functions/deno.json maps each npm name
// the functions import. knip checks the root's package.json for Node; this
// checks the map for Deno, so a package added on one side only fails here
// rather than on hosted Supabase, and both runtimes load the same versions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const denoImports = (JSON.parse(read('./deno.json')) as { imports: Record<string, string> }).imports;
const rootDependencies = (JSON.parse(read('../../package.json')) as { dependencies: Record<string, string> }).dependencies;

/** Code that deploys: everything but tests, evaluation/ and testing/, which run on Node only. */
function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['evaluation', 'testing', 'node_modules'].includes(entry.name) ? [] : runtimeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Bare specifiers (not relative, not node: builtins) of one file's static imports and re-exports. */
function packageSpecifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier && !specifier.startsWith('.') && !specifier.startsWith('node:'));
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const version = (range: string) => range.replace(/^[\^~]/, '');

describe('supabase/functions/deno.json', () => {
  const used = runtimeFiles(functionsDir).flatMap((file) =>
    packageSpecifiers(file).map((specifier) => ({ file: relative(functionsDir, file), specifier })),
  );

  it("finds the functions' imports", () => {
    expect(used.map(({ specifier }) => specifier)).toContain('zod/mini');
  });

  it('maps every package the functions import', () => {
    // A bare name needs its own key; a subpath (zod/mini) is covered by a `name/` key.
    const unmapped = used.filter(({ specifier }) => !(specifier in denoImports) && !(`${packageName(specifier)}/` in denoImports));
    expect(unmapped).toEqual([]);
  });

  it('maps nothing the functions no longer import', () => {
    const names = new Set(used.map(({ specifier }) => packageName(specifier)));
    expect(Object.keys(denoImports).filter((key) => !names.has(key.replace(/\/$/, '')))).toEqual([]);
  });

  it.each(Object.entries(denoImports).filter(([key]) => !key.endsWith('/')))(
    'loads %s at the version the root declares for Node',
    (name, target) => {
      const denoVersion = /^npm:(?:@[^/@]+\/)?[^@]+@(.+)$/.exec(target)?.[1];
      expect(denoVersion, target).toBeDefined();
      expect(rootDependencies[name], `${name} is not among the root's dependencies`).toBeDefined();
      expect(version(denoVersion!)).toBe(version(rootDependencies[name]!));
    },
  );
});
