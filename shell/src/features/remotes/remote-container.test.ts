// The shell's side of the container interface, against real ES modules
// written to disk: what it hands a remote entry, and how often.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedSingletons } from '@meitheal/federation';

// Inside the project (its ignored .data folder; Vitest runs from the root): the test runner imports only from there.
const dataDir = join(process.cwd(), '.data');
mkdirSync(dataDir, { recursive: true });
const folder = mkdtempSync(join(dataDir, 'remote-container-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const address = (file: string) => join(folder, file);

/** A container that records on globalThis what it was given. */
function writeContainer(file: string, name: string): string {
  writeFileSync(
    join(folder, file),
    `const calls = (globalThis.__containerCalls ??= {})[${JSON.stringify(name)}] = { init: [], get: [] };
     export async function init(shareScope, initScope, options) { calls.init.push({ shareScope, initScope, options }); }
     export async function get(exposed) { calls.get.push(exposed); return () => ({ default: ${JSON.stringify(name)} }); }`,
  );
  return address(file);
}

interface InitCall {
  shareScope: Record<string, Record<string, { from: string; loaded: boolean }>>;
  initScope: unknown[];
  options: Record<string, unknown>;
}
interface Calls {
  init: InitCall[];
  get: string[];
}

function callsOf(name: string): Calls {
  const calls = (globalThis as unknown as { __containerCalls?: Record<string, Calls> }).__containerCalls?.[name];
  if (!calls) throw new Error(`Container ${name} was never loaded`);
  return calls;
}

beforeEach(() => {
  vi.resetModules();
});

describe('loadExposedModule', () => {
  it("initialises a remote entry once with the shell's share scope, then answers its exposed modules", async () => {
    const { loadExposedModule } = await import('./remote-container');
    const entry = writeContainer('tax.mjs', 'tax');

    await expect(loadExposedModule(entry, './App')).resolves.toEqual({ default: 'tax' });
    await expect(loadExposedModule(entry, './App')).resolves.toEqual({ default: 'tax' });

    const calls = callsOf('tax');
    expect(calls.init).toHaveLength(1);
    expect(calls.get).toEqual(['./App', './App']);
    const { shareScope, options } = calls.init[0] as InitCall;
    expect(shareScope.react?.[String(sharedSingletons.react)]).toMatchObject({ from: 'shell', loaded: true });
    expect(options).toEqual({ version: '', shareScopeKeys: 'default' });
    // The whole map rides along where the federation runtime looks for it, out of enumeration.
    expect((options as { shareScopeMap?: unknown }).shareScopeMap).toEqual({ default: shareScope });
  });

  it('gives every remote of the page the same share scope', async () => {
    const { loadExposedModule } = await import('./remote-container');
    await loadExposedModule(writeContainer('a.mjs', 'a'), './App');
    await loadExposedModule(writeContainer('b.mjs', 'b'), './App');
    expect(callsOf('a').init[0]?.shareScope).toBe(callsOf('b').init[0]?.shareScope);
  });

  it('refuses a module that is not a remote entry', async () => {
    const { loadExposedModule } = await import('./remote-container');
    writeFileSync(join(folder, 'plain.mjs'), 'export const answer = 42;');
    await expect(loadExposedModule(address('plain.mjs'), './App')).rejects.toThrow(/is not a federation remote entry/);
  });

  it('loads an entry on Retry that failed to load before', async () => {
    const { loadExposedModule } = await import('./remote-container');
    const entry = address('late.mjs');
    await expect(loadExposedModule(entry, './App')).rejects.toThrow();

    writeContainer('late.mjs', 'late');
    await expect(loadExposedModule(entry, './App', { fresh: true })).resolves.toEqual({ default: 'late' });
  });
});
