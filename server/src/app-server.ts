// Starts the local Supabase stand-in and website in this process: opens the
// database, applies migrations, serves HTTP and, with SMTP configured, runs
// the outbox delivery worker. Used by main.ts, the e2e tests and the bench.
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { setDatabase } from '../../supabase/functions/_shared/database.ts';
import { createApp } from './app.ts';
import { migrate } from '../../supabase/database/migrate.ts';
import { openDatabase } from './database/open.ts';
import type { ServerDatabase } from '../../supabase/database/types.ts';
import { loadConfig, REPO_ROOT, type ServerConfig } from './env.ts';
import { documentRetentionHours, startRetentionPurge, type RetentionPurge } from './maintenance/purge.ts';
import { startDeliveryWorker, type DeliveryWorker } from './outbox/delivery-worker.ts';
import { createSmtpSender } from '../../supabase/functions/_shared/outbox/smtp-sender.ts';
import { REST_WHITELIST, type RestWhitelist } from './rest/whitelist.ts';
import { builtDirectories, type SiteDirectories } from './site/site-routes-handler.ts';
import { warmCompressionCache } from './site/static-files.ts';

export interface ServerPaths extends SiteDirectories {
  functionsDir: string;
  migrationsDir: string;
}

export const DEFAULT_PATHS: ServerPaths = {
  shellDist: join(REPO_ROOT, 'shell/dist'),
  remotesDir: join(REPO_ROOT, 'remotes'),
  functionsDir: join(REPO_ROOT, 'supabase/functions'),
  migrationsDir: join(REPO_ROOT, 'supabase/migrations'),
};

export interface StartServerOptions extends Partial<ServerConfig> {
  /** Interface to listen on; all interfaces when omitted. */
  host?: string;
  /** An already open database (migrations still run); the server closes it. */
  database?: ServerDatabase;
  paths?: Partial<ServerPaths>;
  restWhitelist?: RestWhitelist;
  delivery?: { pollIntervalMs?: number; retryBaseMs?: number };
}

export interface RunningServer {
  url: string;
  port: number;
  anonKey: string;
  database: ServerDatabase;
  close(): Promise<void>;
}

/**
 * Options not given take the defaults of an empty environment (port 8080,
 * PGlite in .data/pglite, the development anon key); main.ts passes the
 * parsed environment. Pass port 0 for a free port.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { host, database, paths: pathOverrides, restWhitelist, delivery, ...overrides } = options;
  const config: ServerConfig = { ...loadConfig({}), ...stripUndefined(overrides) };
  const paths = { ...DEFAULT_PATHS, ...pathOverrides };

  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  let worker: DeliveryWorker | undefined;
  let purge: RetentionPurge | undefined;
  let server: ServerType | undefined;
  try {
    await migrate(db, paths.migrationsDir);
    setDatabase(db);
    // Function code reads these from the environment (on Deno too), so the
    // server's own settings are handed to it the same way.
    process.env.RATE_LIMITS = config.rateLimits ? 'on' : 'off';
    process.env.TRUST_PROXY = config.trustProxy ? 'on' : 'off';

    const app = createApp({ config, db, site: paths, functionsDir: paths.functionsDir, restWhitelist: restWhitelist ?? REST_WHITELIST });
    server = await listen(app.fetch, config.port, host);
    purge = startRetentionPurge({ db, retentionHours: documentRetentionHours() });
    if (config.smtpUrl) {
      worker = startDeliveryWorker({ db, send: createSmtpSender(config.smtpUrl, config.contactEmail), ...delivery });
    }
  } catch (error) {
    purge?.stop();
    server?.close();
    await db.close();
    throw error;
  }
  void warmBuiltFiles(paths);

  const port = (server.address() as AddressInfo).port;
  const running = server;
  return {
    url: `http://${host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'}:${port}`,
    port,
    anonKey: config.anonKey,
    database: db,
    async close() {
      purge?.stop();
      await worker?.stop();
      await new Promise<void>((resolve) => {
        running.close(() => resolve());
        if ('closeAllConnections' in running) running.closeAllConnections();
      });
      await db.close();
    },
  };
}

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number, host: string | undefined): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, ...(host ? { hostname: host } : {}) }, () => resolve(server));
    server.once('error', reject);
  });
}

async function warmBuiltFiles(paths: SiteDirectories): Promise<void> {
  for (const dir of builtDirectories(paths)) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    await warmCompressionCache(files);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
