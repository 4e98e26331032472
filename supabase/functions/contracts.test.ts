// Every function has one contract: a contract.ts beside its index.ts that the
// handler validates requests with, importing nothing but zod/mini and the
// shared contract (so the browser, Node and Deno all load it), and loading on
// its own here, outside any bundler.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));
const FUNCTIONS = readdirSync(functionsDir).filter((name) => existsSync(join(functionsDir, name, 'index.ts')));

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

describe.each(FUNCTIONS)('%s', (name) => {
  const contract = join(functionsDir, name, 'contract.ts');

  it('has a contract.ts importing only zod/mini and the shared contract', () => {
    expect(existsSync(contract)).toBe(true);
    for (const specifier of importsOf(contract)) expect(['zod/mini', '../_shared/contract.ts']).toContain(specifier);
  });

  it('validates its requests with the contract', () => {
    expect(importsOf(join(functionsDir, name, 'handler.ts'))).toContain('./contract.ts');
  });

  it('loads on its own', async () => {
    const loaded = (await import(pathToFileURL(contract).href)) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});

it('the shared contract imports only zod/mini', () => {
  expect(importsOf(join(functionsDir, '_shared/contract.ts'))).toEqual(['zod/mini']);
});
