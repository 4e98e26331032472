// The launch check fails on the site's content while placeholders remain, and
// passes on a content module where every slot is supplied.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { launchContent } from '../shell/src/content/placeholders.ts';
import { findPlaceholders } from './check-launch.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./check-launch.ts', import.meta.url));
const fixture = fileURLToPath(new URL('./check-launch.fixture.ts', import.meta.url));

async function checkLaunch(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('check:launch', () => {
  it('finds every placeholder in the site content, by its path', () => {
    const paths = findPlaceholders(launchContent).map((found) => found.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'company.registeredName',
        'company.companyNumber',
        'company.registeredOffice',
        'founder.name',
        'founder.biography',
        'webinarGuestPresenter.name',
        'webinarRegistrationUrl',
        'testimonial.customerName',
        'testimonial.quote',
        'testimonial.link',
      ]),
    );
  });

  it('fails on the current content and lists each placeholder with what is needed', async () => {
    const { code, output } = await checkLaunch();
    expect(code).toBe(1);
    const listed = findPlaceholders(launchContent);
    expect(listed.length).toBeGreaterThan(0);
    for (const { path, needs } of listed) expect(output).toContain(`${path}: ${needs}`);
  });

  it('passes on content where every slot is supplied', async () => {
    const { code, output } = await checkLaunch(fixture);
    expect(output).toContain('Ready to launch');
    expect(code).toBe(0);
  });

  it('finds a placeholder nested at any depth, and nothing in supplied values', () => {
    const content = {
      a: { b: { status: 'PLACEHOLDER', value: 'x', needs: 'the real x' } },
      c: { status: 'supplied', value: { status: 'PLACEHOLDER' }, needs: '' },
    };
    expect(findPlaceholders(content)).toEqual([{ path: 'a.b', needs: 'the real x' }]);
  });
});
