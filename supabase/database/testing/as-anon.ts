import type { Database } from '../../functions/_shared/database-types.ts';
import type { ServerDatabase } from '../types.ts';

/** Runs the work as the anonymous role, as the browser's REST reads do, so row-level security applies. */
export function asAnon<T>(db: ServerDatabase, work: (anon: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return work(tx);
  });
}
