// The request pipeline every function shares: CORS, method, body size, JSON,
// zod validation, rate limit, and errors as JSON a person can read. A function
// only supplies its schema and what to do with a valid body.
import type { z } from 'zod';
import { corsHeaders } from './cors.ts';

export interface FunctionDefinition<Schema extends z.ZodType> {
  /** Function name, used for rate-limit buckets and logs. */
  name: string;
  schema: Schema;
  /** Largest accepted body in bytes (default 64 KB). */
  maxBodyBytes?: number;
  handle: (body: z.infer<Schema>, req: Request) => Promise<unknown>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
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
