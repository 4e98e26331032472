// Load: many visitors at once against the real local server (PGlite in a
// temporary folder, `server/src/main.ts` in a process of its own, as
// `npm start` runs it: in this process the visitors' own work would share the
// server's event loop and distort its figures), each a browser tab doing one
// thing at a time: the
// contact form, a document upload and questions on it, tax and logistics
// questions. Reports p50/p95 per function, the 5xx count (goal 0) and the
// requests refused by a limit or quota (429/507). Bounded twice: a fixed
// script per visitor and a deadline.
//
// What the refusals measure: rate limits stay on. Each visitor connects from
// its own loopback address (127.0.x.y: all of 127/8 is loopback on Linux), so
// every limit and quota counts per visitor as it does in production, and the
// limiter's own database writes are part of the load. One visitor in twenty
// sends the contact form 12 times, two more than its limit (10 per 10
// minutes) allows, so the refusals must come to exactly 2 per such visitor:
// fewer means concurrent requests slipped past the limit, more means honest
// visitors were refused. Where extra loopback addresses cannot be bound
// (macOS has only 127.0.0.1), every visitor would be one caller, so the run
// falls back to RATE_LIMITS=off and then counts only the site-wide storage
// cap (507); the output says which.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PATHS } from '../../server/src/app-server.ts';
import { openDatabase } from '../../server/src/database/open.ts';
import { DEVELOPMENT_ANON_KEY, REPO_ROOT } from '../../server/src/env.ts';
import { isolatedServerEnv } from '../../server/src/test-support/isolated-env.ts';
import { migrate } from '../../supabase/database/migrate.ts';
import { TRUSTED_SITES } from '../../supabase/functions/logistics-planning-areas/contract.ts';

const FUNCTIONS = [
  'send-contact-email',
  'process-ethics-document',
  'query-ethics-document',
  'generate-tax-guidance',
  'logistics-planning-areas',
] as const;
type FunctionName = (typeof FUNCTIONS)[number];

export interface LoadOptions {
  clients?: number;
  /** Stop sending new requests after this long; the rest count as not sent. */
  deadlineMs?: number;
  /** Give up on one request after this long (counted as a failure, like a 5xx). */
  requestTimeoutMs?: number;
}

interface Outcome {
  fn: FunctionName;
  status: number; // 0: no HTTP answer (connection error or timeout)
  ms: number;
  detail?: string;
}

const OVER_SENDER_EVERY = 20;
const OVER_SENDS = 12;
const CONTACT_LIMIT = 10;

const root = new URL('../../supabase/functions/', import.meta.url);
const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(new URL(path, root), 'utf8')) as T;

export async function benchLoad(options: LoadOptions = {}): Promise<string[]> {
  const { clients = 200, deadlineMs = 180_000, requestTimeoutMs = 60_000 } = options;
  const perVisitor = await canBindLoopbackAliases();
  const folder = await mkdtemp(join(tmpdir(), 'meitheal-load-'));
  const dataDir = join(folder, 'pglite');
  let server: ServerProcess | undefined;
  try {
    await prepareDatabase(dataDir);
    server = await startServerProcess(dataDir, perVisitor);
    const material = await loadMaterial();
    const deadline = Date.now() + deadlineMs;
    const started = performance.now();
    const target = server;
    const results = await Promise.all(
      Array.from({ length: clients }, (_, index) =>
        runVisitor({ target, index, material, deadline, requestTimeoutMs, localAddress: perVisitor ? visitorAddress(index) : undefined }),
      ),
    );
    const elapsedMs = performance.now() - started;
    const stayedUp = server.child.exitCode === null && (await isUp(server));
    return report(results.flat(), { clients, elapsedMs, perVisitor, stayedUp, planned: plannedRequests(clients) });
  } finally {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

interface ServerProcess {
  child: ChildProcess;
  port: number;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * Migrated, and a warm day: the trusted pages the logistics brief reads are
 * already in the one-day cache, so no request leaves this machine (and none
 * waits on a failing DNS lookup when there is no network).
 */
async function prepareDatabase(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, DEFAULT_PATHS.migrationsDir);
    for (const site of TRUSTED_SITES) {
      await db.query(
        `insert into web_page_cache (url, final_url, title, content, fetched_at) values ($1, $1, $2, $3, now())
         on conflict (url) do nothing`,
        [site.url, site.name, `${site.name}. ${site.description}`],
      );
    }
  } finally {
    await db.close();
  }
}

/** `server/src/main.ts` on a free port, with only the settings given here (none from this shell). */
async function startServerProcess(dataDir: string, rateLimits: boolean): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: isolatedServerEnv({ PORT: '0', DATA_DIR: dataDir, RATE_LIMITS: rateLimits ? 'on' : 'off' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /local Supabase on http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before it listened:\n${output}`)));
  });
  // The server's log stays readable but out of the report.
  child.stdout?.resume();
  return {
    child,
    port,
    anonKey: DEVELOPMENT_ANON_KEY,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function isUp(server: ServerProcess): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${server.port}/config.json`)).ok;
  } catch {
    return false;
  }
}

/** 127.0.1.2, 127.0.1.3, ...: never 127.0.0.1, one address per visitor. */
function visitorAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;
}

async function canBindLoopbackAliases(): Promise<boolean> {
  const listener = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as { port: number };
  const ok = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: visitorAddress(0) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return ok;
}

interface Material {
  document: string;
  documentQuestions: string[];
  taxQuestions: string[];
  logistics: { area: string; question: string }[];
}

async function loadMaterial(): Promise<Material> {
  const document = await readFile(new URL('query-ethics-document/evaluation/engagement-terms.txt', root), 'utf8');
  const documentCases = await readJson<{ cases: { question: string }[] }>('query-ethics-document/evaluation/cases.json');
  const taxCases = await readJson<{ cases: { question: string }[] }>('generate-tax-guidance/evaluation/cases.json');
  const logisticsCases = await readJson<{ cases: { area: string; question: string }[] }>('logistics-planning-areas/evaluation/cases.json');
  return {
    document,
    documentQuestions: documentCases.cases.map((item) => item.question),
    taxQuestions: taxCases.cases.map((item) => item.question),
    logistics: logisticsCases.cases.map(({ area, question }) => ({ area, question })),
  };
}

function plannedRequests(clients: number): number {
  const overSenders = Math.ceil(clients / OVER_SENDER_EVERY);
  return clients * 9 + overSenders * (OVER_SENDS - 1);
}

interface VisitorContext {
  target: ServerProcess;
  index: number;
  material: Material;
  deadline: number;
  requestTimeoutMs: number;
  localAddress: string | undefined;
}

/** One visitor's session, one request at a time, as a browser tab sends them. */
async function runVisitor(context: VisitorContext): Promise<Outcome[]> {
  const { index, material } = context;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  const pick = <T>(list: readonly T[], offset: number): T => list[(index * 7 + offset) % list.length] as T;
  const send = async (fn: FunctionName, body: unknown): Promise<Record<string, unknown> | undefined> => {
    if (Date.now() > context.deadline) return undefined;
    const { outcome, json } = await post(context, agent, fn, body);
    outcomes.push(outcome);
    return json;
  };
  try {
    const contacts = index % OVER_SENDER_EVERY === 0 ? OVER_SENDS : 1;
    for (let sent = 0; sent < contacts; sent += 1) {
      await send('send-contact-email', {
        type: 'contact',
        name: `Load Visitor ${index}`,
        email: `visitor${index}@example.ie`,
        message: `Message ${sent + 1} from a load-test visitor, of the length a real enquiry has.`,
      });
    }
    const upload = await send('process-ethics-document', {
      // 4.5 KB to 45 KB: the sizes of the terms and policies visitors try it with.
      documentText: `Terms of engagement for client ${index}.\n\n${Array.from({ length: 1 + (index % 10) }, () => material.document).join('\n\n')}`,
      fileName: `terms-${index}.txt`,
    });
    const documentId = typeof upload?.documentId === 'string' ? upload.documentId : undefined;
    const ask = (offset: number) =>
      documentId
        ? send('query-ethics-document', { question: pick(material.documentQuestions, offset), documentId, searchMode: 'hybrid' })
        : Promise.resolve(undefined);
    const logistics = (offset: number) => {
      const { area, question } = pick(material.logistics, offset);
      return send('logistics-planning-areas', { area, message: question, suggestedUrls: [], history: [] });
    };
    await send('generate-tax-guidance', { question: pick(material.taxQuestions, 0) });
    await ask(0);
    await logistics(0);
    await ask(1);
    await send('generate-tax-guidance', { question: pick(material.taxQuestions, 3) });
    await ask(2);
    await logistics(5);
  } finally {
    agent.destroy();
  }
  return outcomes;
}

function post(
  context: VisitorContext,
  agent: Agent,
  fn: FunctionName,
  body: unknown,
): Promise<{ outcome: Outcome; json?: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, json?: Record<string, unknown>, detail?: string) =>
      resolve({ outcome: { fn, status, ms: performance.now() - started, ...(detail ? { detail } : {}) }, json });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: context.target.port,
        path: `/functions/v1/${fn}`,
        method: 'POST',
        agent,
        ...(context.localAddress ? { localAddress: context.localAddress } : {}),
        headers: { apikey: context.target.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: context.requestTimeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> | undefined;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = undefined;
          }
          const status = res.statusCode ?? 0;
          done(status, json, status >= 400 ? text.slice(0, 200) : undefined);
        });
        res.on('error', (error) => done(0, undefined, error.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${context.requestTimeoutMs} ms`)));
    req.on('error', (error) => done(0, undefined, error.message));
    req.end(payload);
  });
}

function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((share / 100) * sorted.length) - 1)] ?? 0;
}

function report(
  outcomes: Outcome[],
  run: { clients: number; elapsedMs: number; perVisitor: boolean; stayedUp: boolean; planned: number },
): string[] {
  const overSenders = Math.ceil(run.clients / OVER_SENDER_EVERY);
  const expectedRefusals = run.perVisitor ? overSenders * (OVER_SENDS - CONTACT_LIMIT) : 0;
  const count = (test: (outcome: Outcome) => boolean) => outcomes.filter(test).length;
  const serverErrors = count((o) => o.status >= 500);
  const noAnswer = count((o) => o.status === 0);
  const tooMany = count((o) => o.status === 429);
  const storageFull = count((o) => o.status === 507);
  const otherClientErrors = count((o) => o.status >= 400 && o.status < 500 && o.status !== 429);
  const lines = [
    run.perVisitor
      ? `${run.clients} concurrent visitors, each from its own loopback address, rate limits and quotas on and counted per visitor`
      : `${run.clients} concurrent visitors from one address (extra loopback addresses cannot be bound here): RATE_LIMITS=off, only the site-wide storage cap (507) can refuse`,
    `${outcomes.length} of ${run.planned} planned requests in ${(run.elapsedMs / 1000).toFixed(1)} s (${((outcomes.length / run.elapsedMs) * 1000).toFixed(0)} requests/s); trusted pages pre-cached, nothing leaves this machine`,
  ];
  for (const fn of FUNCTIONS) {
    const mine = outcomes.filter((o) => o.fn === fn);
    const ms = mine.map((o) => o.ms);
    lines.push(
      `${fn}: ${mine.length} requests, p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(0, ...ms).toFixed(0)} ms`,
    );
  }
  lines.push(
    `5xx: ${serverErrors} (goal 0)${serverErrors > 0 ? ' FAILED' : ''}; no answer (connection error or timeout): ${noAnswer}${noAnswer > 0 ? ' FAILED' : ''}; ` +
      (run.stayedUp ? 'the server stayed up' : 'the server is DOWN after the run FAILED'),
  );
  const refusalsMatch = tooMany + storageFull === expectedRefusals;
  lines.push(
    `Refused by a limit or quota: ${tooMany + storageFull} (429: ${tooMany}, 507: ${storageFull}); expected ${expectedRefusals}` +
      (run.perVisitor ? `: ${overSenders} visitor(s) send the contact form ${OVER_SENDS} times (limit ${CONTACT_LIMIT})` : '') +
      (refusalsMatch ? '' : ' MISMATCH'),
  );
  if (otherClientErrors > 0) lines.push(`Other 4xx: ${otherClientErrors} (a request the bench built wrongly) FAILED`);
  const unexpected = (o: Outcome) => o.status >= 500 || o.status === 0 || (o.status >= 400 && o.status !== 429 && o.status !== 507);
  for (const failure of outcomes.filter(unexpected).slice(0, 5)) {
    lines.push(`  ${failure.fn} ${failure.status || 'no answer'}: ${failure.detail ?? ''}`);
  }
  return lines;
}
