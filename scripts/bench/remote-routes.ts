// The remote routes' budgets, so loading a demo as a separately deployed remote
// never makes its page slow: every route that mounts a remote
// (the assessment and each demo, read from the site map, so a new demo is
// measured without touching this file), beside the home page, on Lighthouse's
// simulated mobile and with the JavaScript each needs beyond the home page.
// Production build, served by the real server, measured with ../shared/tools/perf.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../server/src/app-server.ts';
import { REPO_ROOT } from '../../server/src/env.ts';
import { siteMap } from '@meitheal/site-map';
import { ensurePerfHarness, gzipKbOfScripts, perfDir, type Lighthouse, type PageWeight } from './site.ts';

const budgets = {
  performance: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  bestPractices: 100,
  jsBeyondHomeKb: 100,
};

interface RouteFigures {
  path: string;
  lighthouse: Lighthouse;
  jsKb: number;
  jsRequests: number;
}

const run = promisify(execFile);

// Asynchronously: the server answering these browsers runs in this process.
async function measure(url: string): Promise<Omit<RouteFigures, 'path'>> {
  const weight = JSON.parse((await run('node', ['jsbytes.mjs', url, '--mobile', '--list'], { cwd: perfDir })).stdout) as PageWeight;
  const { stdout } = await run('./lh.sh', [url, 'mobile'], { cwd: perfDir, env: { ...process.env, RUNS: '3' } });
  const lighthouse = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Lighthouse;
  if (lighthouse.error) throw new Error(`Lighthouse failed on ${url}: ${lighthouse.error}`);
  return { lighthouse, jsKb: gzipKbOfScripts(weight), jsRequests: weight.jsRequests };
}

/** The budgets a remote route misses, each with its figure. */
function misses(route: RouteFigures, homeJsKb: number): string[] {
  const { lighthouse: lh } = route;
  const beyond = route.jsKb - homeJsKb;
  return [
    lh.performance < budgets.performance && `performance ${lh.performance} < ${budgets.performance}`,
    lh.lcpMs > budgets.lcpMs && `LCP ${Math.round(lh.lcpMs)} ms > ${budgets.lcpMs}`,
    lh.tbtMs > budgets.tbtMs && `TBT ${Math.round(lh.tbtMs)} ms > ${budgets.tbtMs}`,
    lh.cls > budgets.cls && `CLS ${lh.cls.toFixed(3)} > ${budgets.cls}`,
    lh.bestPractices < budgets.bestPractices && `best practices ${lh.bestPractices} < ${budgets.bestPractices}`,
    beyond > budgets.jsBeyondHomeKb && `JS beyond home ${beyond.toFixed(1)} KB > ${budgets.jsBeyondHomeKb}`,
  ].filter((miss): miss is string => Boolean(miss));
}

function row(route: RouteFigures, homeJsKb?: number): string {
  const { lighthouse: lh } = route;
  const js = `${route.jsKb.toFixed(1)} KB/${route.jsRequests} req${homeJsKb === undefined ? '' : ` (+${(route.jsKb - homeJsKb).toFixed(1)})`}`;
  return [
    route.path.padEnd(34),
    `perf ${String(lh.performance).padStart(3)}`,
    `LCP ${String(Math.round(lh.lcpMs)).padStart(5)} ms`,
    `TBT ${String(Math.round(lh.tbtMs)).padStart(4)} ms`,
    `CLS ${lh.cls.toFixed(3)}`,
    `BP ${String(lh.bestPractices).padStart(3)}`,
    `JS ${js}`,
  ].join('  ');
}

export async function benchRemoteRoutes(): Promise<string[]> {
  if (!existsSync(join(REPO_ROOT, 'shell/dist/index.html'))) return ['Not measured: run `npm run build` first.'];
  if (!existsSync('/usr/bin/chromium')) return ['Not measured: Debian chromium is not installed.'];
  if (!ensurePerfHarness()) return [`Not measured: the perf harness is missing at ${perfDir}.`];

  const dataDir = await mkdtemp(join(tmpdir(), 'meitheal-bench-remotes-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, rateLimits: false });
  try {
    const home: RouteFigures = { path: '/ (home, for comparison)', ...(await measure(`${server.url}/`)) };
    const remotes: RouteFigures[] = [];
    for (const entry of siteMap) {
      if (entry.kind !== 'remote') continue;
      remotes.push({ path: entry.path, ...(await measure(`${server.url}${entry.path}`)) });
    }
    const lines = [
      `Budgets per remote route: performance ≥ ${budgets.performance}, LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, best practices ${budgets.bestPractices}, JS beyond home ≤ ${budgets.jsBeyondHomeKb} KB gzip`,
      `Lighthouse mobile, median of 3 (load average ${loadavg()[0]?.toFixed(2)}; TBT scales with other load on the machine):`,
      `  ${row(home)}`,
    ];
    for (const route of remotes) {
      const missed = misses(route, home.jsKb);
      lines.push(`  ${row(route, home.jsKb)}`, `    ${missed.length === 0 ? 'within every budget' : `OVER BUDGET: ${missed.join('; ')}`}`);
    }
    return lines;
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
