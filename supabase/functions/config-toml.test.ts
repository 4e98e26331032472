// Every function folder is deployed public (anonymous visitors call it with
// the anon key) with the shared import map: a new demo's function cannot be
// forgotten in supabase/config.toml.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));
const config = readFileSync(fileURLToPath(new URL('../config.toml', import.meta.url)), 'utf8');
const FUNCTIONS = readdirSync(functionsDir).filter((name) => existsSync(join(functionsDir, name, 'index.ts')));

/** The key = value lines of one [section], up to the next section. */
function section(name: string): Record<string, string> | undefined {
  const start = config.indexOf(`[${name}]\n`);
  if (start < 0) return undefined;
  const body = config.slice(start + name.length + 3).split(/\n\[/)[0] ?? '';
  return Object.fromEntries(
    body
      .split('\n')
      .map((line) => /^\s*([\w-]+)\s*=\s*(.+?)\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

describe('supabase/config.toml', () => {
  it('finds the functions to check', () => {
    expect(FUNCTIONS).toContain('send-contact-email');
  });

  it.each(FUNCTIONS)('has a public entry with the import map for %s', (name) => {
    expect(section(`functions.${name}`), `[functions.${name}] is missing`).toEqual({
      verify_jwt: 'false',
      import_map: '"./functions/deno.json"',
    });
  });

  it('lists no function that does not exist', () => {
    const listed = [...config.matchAll(/^\[functions\.([\w-]+)\]$/gm)].map((match) => match[1]);
    expect(listed.filter((name) => !FUNCTIONS.includes(name!))).toEqual([]);
  });
});
