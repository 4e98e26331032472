// .nvmrc, package.json's engines and the README tell a newcomer the same Node
// and npm versions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('toolchain versions', () => {
  const nvmrc = read('.nvmrc').trim();
  const { engines } = JSON.parse(read('package.json')) as { engines: { node: string; npm: string } };
  const readme = read('README.md');
  // Each supported line as `^major.minor.patch`: the lowest release of it we run on.
  const lines = engines.node.split('||').map((range) => /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim()));

  it('agree on Node between .nvmrc, engines and the README', () => {
    expect(
      lines.every((line) => line !== null),
      engines.node,
    ).toBe(true);
    expect(lines.map((line) => line?.[1])).toContain(nvmrc);
    expect(readme).toContain(`\`engines\`: \`${engines.node}\``);
  });

  it('runs on this Node', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const line = lines.find((candidate) => Number(candidate?.[1]) === major);
    expect(line, `Node ${process.versions.node} is not among ${engines.node}`).toBeDefined();
    expect(minor).toBeGreaterThanOrEqual(Number(line?.[2]));
  });

  it('agree on npm between engines and the README', () => {
    const npmMajor = /^>=(\d+)$/.exec(engines.npm)?.[1];
    expect(npmMajor).toBeDefined();
    expect(readme).toContain(`npm ${npmMajor}`);
  });
});
