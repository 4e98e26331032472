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
  if (containsNul(body)) throw new HttpError(400, 'Text fields must not contain NUL characters.');
  return body;
}

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
// surface later as a database error (a 500) instead of a clear 400. Walked
// with an explicit stack: a deeply nested body must not overflow the call stack.
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
