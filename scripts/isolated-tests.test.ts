// The Node tests share worker processes (isolate: false), so a module replaced with vi.mock in one file would be the
// replacement for every file after it: each such file must be on the list that runs it in a process of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISOLATED_NODE_TESTS } from '../vitest.config.ts';

const root = new URL('..', import.meta.url).pathname;

function nodeTestFilesMocking(): string[] {
  return ['server', 'supabase', 'scripts']
    .flatMap((folder) => readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(`${root}${file}`, 'utf8')))
    .sort();
}

describe('Node test files that run in a process of their own', () => {
  it('include every file that mocks a module', () => {
    expect(nodeTestFilesMocking().filter((file) => !ISOLATED_NODE_TESTS.includes(file))).toEqual([]);
  });

  it('name only files that exist', () => {
    expect(ISOLATED_NODE_TESTS.filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
  });
});
