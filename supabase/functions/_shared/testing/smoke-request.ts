// What the Deno smoke test sends to a function and checks in its answer. Every
// function folder has testing/smoke-request.ts exporting one, so a new
// function cannot reach production untested on the runtime it runs on.
import type { Database } from '../database-types.ts';

export interface SmokeRequest {
  /** A valid request body, as the site sends it. */
  body: unknown;
  /** Request headers beyond the JSON content type (a scheduled function's secret). */
  headers?: Record<string, string>;
  /** Settings (secrets on hosted Supabase) the function needs to answer 200. */
  env?: Record<string, string>;
  /** Stores what the body refers to (e.g. the document a question is about) before the request. */
  prepare?(db: Database): Promise<void>;
  /** Throws (expect) unless the response body, and what it stored, are right. */
  check(response: unknown, db: Database): void | Promise<void>;
}
