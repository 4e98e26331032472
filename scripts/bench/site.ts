// The marketing pages' budgets, which keep the page most visitors land on fast
// on a mid-range phone: first-load JavaScript of the home
// page, and Lighthouse's simulated-mobile scores and timings, measured on the
// production build served by the real server, with ../shared/tools/perf.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../server/src/app-server.ts';
import { REPO_ROOT } from '../../server/src/env.ts';

export const perfDir = join(REPO_ROOT, '..', 'shared', 'tools', 'perf');

const budgets = {
  firstLoadJsKb: 100,
  performance: 98,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

export interface Lighthouse {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  benchmarkIndex: number;
  error?: string;
}

export interface PageWeight {
  jsRequests: number;
  jsBodyBytes: number;
  /** One line a request: "Type status encoded/decoded path". */
  all: string[];
}

/** Gzip size of every script the page loaded, read back from the build. */
export function gzipKbOfScripts(weight: PageWeight): number {
  const scripts = weight.all.filter((line) => line.startsWith('Script ')).map((line) => line.split(' ').at(-1) ?? '');
  const bytes = scripts.reduce((total, path) => {
    const file = path.startsWith('/remotes/')
      ? join(REPO_ROOT, 'remotes', path.split('/')[2] ?? '', 'dist', path.split('/').slice(3).join('/'))
      : join(REPO_ROOT, 'shell/dist', path);
    return total + gzipSync(readFileSync(file)).length;
  }, 0);
  return bytes / 1024;
}

export function verdict(ok: boolean): string {
  return ok ? 'within budget' : 'OVER BUDGET';
}

export function ensurePerfHarness(): boolean {
  if (!existsSync(join(perfDir, 'lh.sh'))) return false;
  if (!existsSync(join(perfDir, 'node_modules', '.bin', 'lighthouse'))) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: perfDir, stdio: 'ignore' });
  }
  return true;
}

export async function benchSite(): Promise<string[]> {
  if (!existsSync(join(REPO_ROOT, 'shell/dist/index.html'))) return ['Not measured: run `npm run build` first.'];
  if (!existsSync('/usr/bin/chromium')) return ['Not measured: Debian chromium is not installed.'];
  if (!ensurePerfHarness()) return [`Not measured: the perf harness is missing at ${perfDir}.`];

  const dataDir = await mkdtemp(join(tmpdir(), 'meitheal-bench-site-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, rateLimits: false });
  try {
    const url = `${server.url}/`;
    // Asynchronously: the server answering these browsers runs in this process.
    const run = promisify(execFile);
    const weight = JSON.parse((await run('node', ['jsbytes.mjs', url, '--mobile', '--list'], { cwd: perfDir })).stdout) as PageWeight;
    const { stdout } = await run('./lh.sh', [url, 'mobile'], { cwd: perfDir, env: { ...process.env, RUNS: '3' } });
    const lighthouse = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Lighthouse;
    if (lighthouse.error) return [`Lighthouse failed: ${lighthouse.error}`];

    const jsKb = gzipKbOfScripts(weight);
    const load = (await import('node:os')).loadavg()[0]?.toFixed(2);
    return [
      `Home first-load JavaScript: ${jsKb.toFixed(1)} KB gzip in ${weight.jsRequests} requests, ${(weight.jsBodyBytes / 1024).toFixed(1)} KB as served (budget ${budgets.firstLoadJsKb} KB gzip: ${verdict(jsKb <= budgets.firstLoadJsKb)})`,
      `Lighthouse mobile (median of 3, load average ${load}, CPU benchmark index ${lighthouse.benchmarkIndex}):`,
      `  performance ${lighthouse.performance} (budget ≥ ${budgets.performance}: ${verdict(lighthouse.performance >= budgets.performance)})`,
      `  LCP ${Math.round(lighthouse.lcpMs)} ms (budget ≤ ${budgets.lcpMs}: ${verdict(lighthouse.lcpMs <= budgets.lcpMs)}), FCP ${Math.round(lighthouse.fcpMs)} ms`,
      `  TBT ${Math.round(lighthouse.tbtMs)} ms (budget ≤ ${budgets.tbtMs}: ${verdict(lighthouse.tbtMs <= budgets.tbtMs)})`,
      `  CLS ${lighthouse.cls.toFixed(3)} (budget ≤ ${budgets.cls}: ${verdict(lighthouse.cls <= budgets.cls)})`,
      `  accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo} (budget 100 each: ${verdict(
        lighthouse.accessibility >= budgets.accessibility &&
          lighthouse.bestPractices >= budgets.bestPractices &&
          lighthouse.seo >= budgets.seo,
      )})`,
    ];
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
