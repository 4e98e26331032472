// .nvmrc, package.json's engines and the README tell a newcomer the same Node
// and npm versions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('toolchain versions', () => {
  const nvmrc = read('.nvmrc').trim();
  const { engines } = JSON.parse(read('package.json')) as { engines: { node: string; npm: string } };
  const readme = read('README.md');

  it('agree on Node between .nvmrc, engines and the README', () => {
    expect(engines.node).toBe(`>=${nvmrc}`);
    expect(readme).toContain(`Node.js ${nvmrc} or later`);
  });

  it('agree on npm between engines and the README', () => {
    const npmMajor = /^>=(\d+)$/.exec(engines.npm)?.[1];
    expect(npmMajor).toBeDefined();
    expect(readme).toContain(`npm ${npmMajor}`);
  });
});
