// Reads a request body as JSON without trusting Content-Length: bytes are
// counted as they stream in and reading stops as soon as the limit is passed.
import { HttpError } from './errors.ts';

export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readLimitedText(req, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
  checkStructure(body);
  return body;
}

/** No request of ours nests deeper than this; anything deeper is refused before validation walks it. */
export const MAX_BODY_DEPTH = 32;

async function readLimitedText(req: Request, maxBytes: number): Promise<string> {
  const tooLarge = new HttpError(413, `The request body is too large (the limit is ${formatBytes(maxBytes)}).`);
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge;
  if (!req.body) return '';

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body must be UTF-8 text.');
  }
}

// Postgres text and jsonb cannot hold U+0000, so such input would otherwise
// surface later as a database error (a 500) instead of a clear 400. A body
// nested thousands of levels deep fits in a few KB and would make any
// recursive walk (validation, logging) overflow the stack, so depth is bounded
// too. Walked with an explicit stack, never recursion.
function checkStructure(root: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpError(400, 'Text fields must not contain NUL characters.');
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      throw new HttpError(400, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw new HttpError(400, 'Text fields must not contain NUL characters.');
      pending.push({ value: item, depth: depth + 1 });
    }
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
