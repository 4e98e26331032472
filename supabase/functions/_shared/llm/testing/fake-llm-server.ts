// An OpenAI-compatible chat-completions server on 127.0.0.1 for tests: it
// answers POST /v1/chat/completions the way the real API does (the same JSON
// shape, usage counts, 429 with an error body, server-sent event streams ending
// in [DONE]), with replies scripted by the test, and records every request so
// a test can read the prompt it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LlmConfig } from '../config.ts';
import { DATA_END, DATA_START } from '../grounding.ts';

export type FakeReply =
  /** A completion whose message content is `content` (a JSON string for structured answers). */
  | { content: string; finishReason?: 'stop' | 'length'; delayMs?: number; usage?: { prompt: number; completion: number } }
  /** An error status with the API's error body (429 rate limit, 500...). */
  | { status: number; delayMs?: number }
  /** A 200 whose body is not the API's shape at all. */
  | { rawBody: string }
  /**
   * A streamed completion: one server-sent event per piece, `pauseMs` apart,
   * then (when the request asked for it with stream_options.include_usage, as
   * the real API requires) a usage chunk, and [DONE]. `usage` sets the counts
   * reported; 'none' sends no usage chunk, as some servers do not.
   */
  | {
      stream: string[];
      pauseMs?: number;
      finishReason?: 'stop' | 'length';
      delayMs?: number;
      usage?: { prompt: number; completion: number } | 'none';
    };

export interface RecordedRequest {
  authorization?: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    response_format?: unknown;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
  };
}

export interface FakeLlmServer {
  /** The API root to put in LLM_BASE_URL. */
  baseUrl: string;
  /**
   * Queues replies for the next calls, in order. A function reply is given
   * the request, so a test can answer from the material it was sent.
   */
  reply(...replies: (FakeReply | ((request: RecordedRequest) => FakeReply))[]): void;
  requests: RecordedRequest[];
  /** Forgets queued replies and recorded requests, between tests. */
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function streamReply(
  res: ServerResponse,
  recorded: RecordedRequest,
  reply: { stream: string[]; pauseMs?: number; finishReason?: 'stop' | 'length'; usage?: { prompt: number; completion: number } | 'none' },
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-stream', object: 'chat.completion.chunk', model: recorded.body.model, choices, ...extra })}\n\n`,
    );
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  for (const piece of reply.stream) {
    if (res.destroyed) return;
    chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
    if (reply.pauseMs) await new Promise((resolve) => setTimeout(resolve, reply.pauseMs));
  }
  chunk([{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }]);
  if (recorded.body.stream_options?.include_usage && reply.usage !== 'none') {
    const prompt = reply.usage?.prompt ?? 1000;
    const completion = reply.usage?.completion ?? Math.ceil(reply.stream.join('').length / 4);
    chunk([], { usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion } });
  }
  res.end('data: [DONE]\n\n');
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: (FakeReply | ((request: RecordedRequest) => FakeReply))[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }));
        return;
      }
      const recorded: RecordedRequest = { authorization: req.headers.authorization, body: JSON.parse(text) as RecordedRequest['body'] };
      requests.push(recorded);
      const queued = queue.shift() ?? { status: 500 };
      const reply = typeof queued === 'function' ? queued(recorded) : queued;
      if ('delayMs' in reply && reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      if ('stream' in reply) {
        await streamReply(res, recorded, reply);
      } else if ('rawBody' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(reply.rawBody);
      } else if ('status' in reply) {
        const limited = reply.status === 429;
        res.writeHead(reply.status, { 'content-type': 'application/json', ...(limited ? { 'retry-after': '20' } : {}) });
        res.end(
          JSON.stringify({
            error: limited
              ? { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' }
              : { message: 'The server had an error while processing your request.', type: 'server_error' },
          }),
        );
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: recorded.body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: reply.finishReason ?? 'stop' }],
            usage: {
              prompt_tokens: reply.usage?.prompt ?? 1200,
              completion_tokens: reply.usage?.completion ?? 300,
              total_tokens: (reply.usage?.prompt ?? 1200) + (reply.usage?.completion ?? 300),
            },
          }),
        );
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    reply: (...replies) => queue.push(...replies),
    requests,
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The JSON data block of a grounded prompt (material and visitor), as the model received it. */
export function dataOf(request: RecordedRequest): { visitor: Record<string, unknown>; material: unknown } {
  const user = request.body.messages.find((message) => message.role === 'user')?.content ?? '';
  const block = user.split(`${DATA_START}\n`)[1]?.split(`\n${DATA_END}`)[0];
  if (!block) throw new Error('The request has no data block.');
  return JSON.parse(block) as { visitor: Record<string, unknown>; material: unknown };
}

/** A model configuration pointing at the fake server, with room to spare unless a test narrows it. */
export function fakeLlmConfig(server: FakeLlmServer, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    baseUrl: server.baseUrl,
    model: 'fake-model',
    maxInputTokens: 6000,
    maxOutputTokens: 900,
    dailyTokenCap: 2_000_000,
    timeoutMs: 1000,
    ...overrides,
  };
}

/** The model's reply to a question rewrite (_shared/search/rewrite-question.ts). */
export function rewriteReply(rewritten: string): FakeReply {
  return { content: JSON.stringify({ rewritten }) };
}
