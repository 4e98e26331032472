// Function and REST latency and throughput on loopback: the real server, an
// embedded PGlite in a temporary folder, rate limits off, autocannon as the
// load. Called by `npm run bench`.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/src/app-server.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the slice used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface EndpointFigures {
  name: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  errors: number;
  non2xx: number;
}

export interface FunctionBenchOptions {
  durationSeconds?: number;
  connections?: number;
}

export async function measureFunctions(options: FunctionBenchOptions = {}): Promise<EndpointFigures[]> {
  const { durationSeconds = 10, connections = 10 } = options;
  const folder = await mkdtemp(join(tmpdir(), 'meitheal-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(folder, 'pglite'), rateLimits: false });
  const headers = { apikey: server.anonKey, 'content-type': 'application/json' };
  const endpoints = [
    {
      name: 'POST /functions/v1/send-contact-email',
      url: `${server.url}/functions/v1/send-contact-email`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'contact',
        name: 'Bench Mark',
        email: 'bench@example.ie',
        message: 'A load test message of ordinary length, as a visitor would write it.',
      }),
    },
    {
      // GET with limit=1 rather than HEAD: autocannon's parser waits for a
      // HEAD response body that never comes. The count query is the same.
      name: 'GET /rest/v1/safety_content (exact count, 1 row)',
      url: `${server.url}/rest/v1/safety_content?select=id,document_id&limit=1`,
      method: 'GET',
      headers: { ...headers, prefer: 'count=exact' },
    },
  ];
  try {
    const figures: EndpointFigures[] = [];
    for (const { name, ...request } of endpoints) {
      const result = await autocannon({ ...request, connections, duration: durationSeconds });
      figures.push({
        name,
        requestsPerSecond: result.requests.average,
        latencyMs: {
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        requests: result.requests.total,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    }
    return figures;
  } finally {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Report lines for `npm run bench`. */
export async function benchFunctions(): Promise<string[]> {
  const figures = await measureFunctions();
  return figures.map(
    (f) =>
      `${f.name}: ${Math.round(f.requestsPerSecond)} req/s, latency p50 ${f.latencyMs.p50} ms, ` +
      `p99 ${f.latencyMs.p99} ms, max ${f.latencyMs.max} ms (${f.requests} requests, ${f.errors} errors, ${f.non2xx} non-2xx)`,
  );
}
