// The request pipeline every function shares: CORS, method, body size, JSON,
// zod validation, rate limit, and errors as JSON a person can read. A function
// only supplies its schema and what to do with a valid body.
// zod/mini's functions accept any zod schema: the contracts' zod/mini
// schemas and a handler's classic ones alike.
import * as z from 'zod/mini';
import { clientAddress } from './client-address.ts';
import { corsHeaders, corsPolicyFromEnv, preflightResponse, withCors } from './cors.ts';
import { HttpError } from './errors.ts';
import { DEFAULT_RATE_LIMIT, enforceRateLimit, type RateLimit } from './rate-limit.ts';
import { readJsonBody } from './request-body.ts';

export { HttpError } from './errors.ts';

export interface FunctionDefinition<Schema extends z.core.$ZodType> {
  /** Function name, used for rate-limit buckets and logs. */
  name: string;
  schema: Schema;
  /** Largest accepted body in bytes (default 64 KB). */
  maxBodyBytes?: number;
  /** Requests per client per window (default 30 a minute). */
  rateLimit?: RateLimit;
  /** The JSON answer, or a Response of the function's own (defineFunction adds the CORS headers). */
  handle: (body: z.output<Schema>, req: Request) => Promise<unknown>;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ error: message }, status, headers);
}

export function defineFunction<S extends z.core.$ZodType>(def: FunctionDefinition<S>): (req: Request) => Promise<Response> {
  const maxBodyBytes = def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const rateLimit = def.rateLimit ?? DEFAULT_RATE_LIMIT;

  return async (req) => {
    // Every answer, the handler's own Response (an event stream) included,
    // carries the CORS headers for this caller's origin.
    const policy = corsPolicyFromEnv();
    if (req.method === 'OPTIONS') return preflightResponse(policy, req);
    return withCors(policy, req, await answer(req));
  };

  async function answer(req: Request): Promise<Response> {
    if (req.method !== 'POST') {
      return errorResponse(405, `Use POST to call ${def.name}.`, { allow: 'POST, OPTIONS' });
    }
    const requestId = crypto.randomUUID();
    try {
      // The body is read while the rate limit is counted, and both settle
      // before any answer: a 429 sent with the body still unread makes the
      // Node server close the keep-alive connection under load (it drains an
      // unread body for only 500 ms), and the caller's next request on it then
      // fails with a connection reset instead of a readable answer. The rate
      // limit still decides first: an over-limit caller gets 429, not 400.
      const [limited, body] = await Promise.allSettled([
        enforceRateLimit(def.name, clientAddress(req), rateLimit),
        readJsonBody(req, maxBodyBytes),
      ]);
      if (limited.status === 'rejected') throw limited.reason;
      if (body.status === 'rejected') throw body.reason;
      const raw = body.value;
      const parsed = z.safeParse(def.schema, raw);
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      const result = await def.handle(parsed.data, req);
      // A function may answer with its own Response (a server-sent event stream).
      return result instanceof Response ? result : json(result);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
      console.error(`[${def.name}] request ${requestId} failed:`, error);
      return errorResponse(500, `Something went wrong on our side. Please try again later (reference ${requestId}).`, {
        'x-request-id': requestId,
      });
    }
  }
}

/** "email: Please enter a valid e-mail address." for the first few problems. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const described = issues.slice(0, 3).map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more problems)` : '';
  return `Invalid request. ${described.join('; ')}${more}`;
}
