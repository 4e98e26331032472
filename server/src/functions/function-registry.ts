// Finds functions by folder: supabase/functions/<name>/index.ts. Each index.ts
// calls Deno.serve(handler) exactly as on hosted Supabase; while importing it
// we lend it a Deno.serve that captures the handler instead of listening, so
// a new function is served without any registration step.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

const FUNCTION_NAME = /^[a-z0-9][a-z0-9-]*$/;

// Module instances are per process, so captured handlers are too.
const loaded = new Map<string, Promise<FunctionHandler>>();
// Imports run one at a time: the borrowed global must not be shared.
let importQueue: Promise<unknown> = Promise.resolve();

export function functionExists(functionsDir: string, name: string): boolean {
  return FUNCTION_NAME.test(name) && existsSync(join(functionsDir, name, 'index.ts'));
}

/** The handler of an existing function, imported on first use. */
export function loadFunction(functionsDir: string, name: string): Promise<FunctionHandler> {
  const entry = join(functionsDir, name, 'index.ts');
  let handler = loaded.get(entry);
  if (!handler) {
    handler = importQueue.then(() => captureHandler(entry));
    importQueue = handler.catch(() => undefined);
    loaded.set(entry, handler);
  }
  return handler;
}

async function captureHandler(entry: string): Promise<FunctionHandler> {
  const global = globalThis as { Deno?: unknown };
  const previous = global.Deno;
  let captured: FunctionHandler | undefined;
  global.Deno = {
    serve(handler: FunctionHandler) {
      captured = handler;
    },
    env: { get: (name: string) => process.env[name] },
  };
  try {
    await import(pathToFileURL(entry).href);
  } finally {
    global.Deno = previous;
  }
  if (!captured) throw new Error(`${entry} did not call Deno.serve(handler).`);
  return captured;
}
