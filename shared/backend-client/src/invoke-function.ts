import { getSupabase } from './supabase-client';

/** A function call that failed, with a message fit to show or log. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

/**
 * POSTs a JSON body to an edge function and returns its JSON answer (or, for
 * an event stream, the Response itself). Errors carry the server's own
 * `{ error }` message when it sent one.
 */
export async function invokeFunction<Result>(
  name: string,
  body: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<Result> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<Result>(name, {
    body: body as Record<string, unknown>,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const message = await context
        .clone()
        .json()
        .then((payload: { error?: unknown }) => (typeof payload.error === 'string' ? payload.error : undefined))
        .catch(() => undefined);
      throw new FunctionCallError(message ?? error.message, context.status);
    }
    throw new FunctionCallError(error.message);
  }
  return data as Result;
}
