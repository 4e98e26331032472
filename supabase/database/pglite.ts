// The embedded default: Postgres compiled to WebAssembly, in this process,
// persisted in a folder. No database server to install for development or CI.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { ServerDatabase, SqlExecutor } from './types.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';

export interface PgliteOptions {
  /** Folder to persist in; omitted means in memory only. */
  dataDir?: string;
  /** A dumpDataDir() archive to start from (tests load a migrated copy). */
  loadDataDir?: Blob;
}

export class PgliteDatabase implements ServerDatabase {
  readonly kind = 'pglite';

  private constructor(
    readonly pglite: PGlite,
    private readonly lock: DataDirLock | undefined,
  ) {}

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
    try {
      const pglite = await PGlite.create({
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
      return new PgliteDatabase(pglite, lock);
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
    await turnForEventLoop();
    return (await this.pglite.query<Row>(sql, params)).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    await turnForEventLoop();
    return this.pglite.transaction((tx) => work(wrapTransaction(tx)));
  }

  async close(): Promise<void> {
    try {
      await this.pglite.close();
    } finally {
      this.lock?.release();
    }
  }
}

function wrapTransaction(tx: Transaction): SqlExecutor {
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows,
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}

/**
 * PGlite answers through promises alone (the WebAssembly runs synchronously),
 * so a burst of requests would otherwise run all of their database work
 * before the event loop reads another socket: under load the server then
 * closed keep-alive connections whose next request sat unread past the
 * keep-alive timeout, and left new connections waiting seconds to be
 * accepted. One turn of the loop before each query keeps requests taking
 * turns with the network.
 */
function turnForEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
