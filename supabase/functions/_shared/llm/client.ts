// One call to an OpenAI-compatible chat-completions endpoint (OpenAI, Azure
// OpenAI's v1 API, Ollama, vLLM...) with fetch only, so it runs on Deno and
// Node alike. It never throws: every failure becomes a typed result the
// caller turns into the offline answer.
import { z } from 'zod';
import type { LlmConfig } from './config.ts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  /** Set when these are our estimate because the provider reported no usage for the call. */
  estimated?: true;
}

/** Why the model's answer was not used; the offline composer answers instead. */
export type FallbackReason =
  | 'budget'
  | 'input-too-large'
  | 'timeout'
  | 'rate-limited'
  | 'provider-error'
  | 'malformed'
  | 'ungrounded-figure'
  | 'missing-figure'
  /** A web or e-mail address in the model's text. */
  | 'contains-address'
  /** A streamed answer whose visitor left. */
  | 'cancelled';

export type ChatResult =
  { ok: true; text: string; usage: TokenUsage } | { ok: false; reason: FallbackReason; detail: string; usage?: TokenUsage };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }), finish_reason: z.string().nullish() })).min(1),
  usage: z.object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() }).nullish(),
});

/** About four characters a token for English text: good enough to keep calls under the caps. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function estimatePromptTokens(messages: readonly ChatMessage[]): number {
  // A few tokens of framing per message, as the chat format adds.
  return messages.reduce((sum, message) => sum + estimateTokens(message.content) + 4, 0);
}

/** Chat-template framing per message (role markers, separators) in any common chat format, with room to spare. */
const FRAMING_TOKENS_PER_MESSAGE = 16;
/** The assistant's reply header the template appends after the messages. */
const FRAMING_TOKENS_PER_PROMPT = 16;

/**
 * A prompt's most tokens, not its likely tokens: every tokenizer in use
 * (byte-level BPE for OpenAI's and Llama's models, SentencePiece with byte
 * fallback) makes at most one token per UTF-8 byte. The daily cap reserves
 * this, so concurrent calls cannot together pass the cap (usage.ts).
 */
export function promptTokenBound(messages: readonly ChatMessage[]): number {
  const encoder = new TextEncoder();
  return messages.reduce(
    (sum, message) => sum + encoder.encode(message.content).length + FRAMING_TOKENS_PER_MESSAGE,
    FRAMING_TOKENS_PER_PROMPT,
  );
}

/** The provider's own counts when it sent them; our estimate, so marked, when it did not. */
function usageOf(
  reported: { prompt_tokens: number; completion_tokens: number } | null | undefined,
  messages: readonly ChatMessage[],
  received: string,
): TokenUsage {
  if (reported) return { inputTokens: reported.prompt_tokens, outputTokens: reported.completion_tokens };
  return estimatedUsage(messages, received);
}

export async function chatCompletion(config: LlmConfig, messages: readonly ChatMessage[]): Promise<ChatResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        max_tokens: config.maxOutputTokens,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        stream: false,
      }),
      signal: controller.signal,
    });
    const body = await response.text();
    if (response.status === 429) return { ok: false, reason: 'rate-limited', detail: 'The provider rate-limited the call (429).' };
    if (!response.ok) return { ok: false, reason: 'provider-error', detail: `The provider answered ${response.status}.` };
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return {
        ok: false,
        reason: 'provider-error',
        detail: 'The provider sent a body that is not JSON.',
        usage: estimatedUsage(messages, ''),
      };
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) {
      // It answered 200, so it may well have charged for the prompt: counted as sent.
      return {
        ok: false,
        reason: 'provider-error',
        detail: 'The provider sent no completion we could read.',
        usage: estimatedUsage(messages, ''),
      };
    }
    const [choice] = parsed.data.choices;
    const usage = usageOf(parsed.data.usage, messages, choice?.message.content ?? '');
    if (choice?.finish_reason === 'length') {
      return { ok: false, reason: 'malformed', detail: 'The answer was cut off at the output limit.', usage };
    }
    return { ok: true, text: choice?.message.content ?? '', usage };
  } catch (error) {
    if (controller.signal.aborted) {
      // The provider had the prompt and may have been writing: counted as sent, with nothing received.
      return { ok: false, reason: 'timeout', detail: `No answer within ${config.timeoutMs} ms.`, usage: estimatedUsage(messages, '') };
    }
    return { ok: false, reason: 'provider-error', detail: `The call failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

const chunkSchema = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() }))
    .default([]),
  usage: z.object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() }).nullish(),
});

/**
 * Called with each piece of text as it arrives; returning a reason stops the
 * stream there (for example a figure the material does not have).
 */
export type DeltaHandler = (text: string) => FallbackReason | undefined;

/** One `data:` payload after another from a server-sent event stream. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const events = buffer.split(/\r?\n\r?\n/);
    buffer = done ? '' : (events.pop() ?? '');
    for (const event of events) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) yield data;
    }
    if (done) return;
  }
}

/** A streamed completion in plain text: each piece goes to `onDelta` as it arrives. */
export async function streamChatCompletion(
  config: LlmConfig,
  messages: readonly ChatMessage[],
  onDelta: DeltaHandler,
  /** Aborted when the visitor has gone: the call stops rather than paying for text nobody reads. */
  cancelled?: AbortSignal,
): Promise<ChatResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const cancel = () => controller.abort();
  cancelled?.addEventListener('abort', cancel);
  let text = '';
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        max_tokens: config.maxOutputTokens,
        temperature: 0.2,
        stream: true,
        stream_options: { include_usage: true },
      }),
      signal: controller.signal,
    });
    if (response.status === 429) return { ok: false, reason: 'rate-limited', detail: 'The provider rate-limited the call (429).' };
    if (!response.ok || !response.body) return { ok: false, reason: 'provider-error', detail: `The provider answered ${response.status}.` };
    let reported: { prompt_tokens: number; completion_tokens: number } | undefined;
    let finish: string | null | undefined;
    for await (const data of eventData(response.body)) {
      if (data === '[DONE]') break;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return {
          ok: false,
          reason: 'provider-error',
          detail: 'The provider streamed an event that is not JSON.',
          usage: estimatedUsage(messages, text),
        };
      }
      const chunk = chunkSchema.safeParse(json);
      if (!chunk.success) {
        return {
          ok: false,
          reason: 'provider-error',
          detail: 'The provider streamed an event we could not read.',
          usage: estimatedUsage(messages, text),
        };
      }
      // Asked for with stream_options.include_usage: the last chunk before [DONE] carries the counts.
      if (chunk.data.usage) reported = chunk.data.usage;
      for (const choice of chunk.data.choices) {
        finish = choice.finish_reason ?? finish;
        const piece = choice.delta?.content;
        if (!piece) continue;
        text += piece;
        const stop = onDelta(piece);
        if (stop) {
          controller.abort();
          return { ok: false, reason: stop, detail: 'The stream was stopped.', usage: estimatedUsage(messages, text) };
        }
      }
    }
    const used = usageOf(reported, messages, text);
    if (finish === 'length') return { ok: false, reason: 'malformed', detail: 'The answer was cut off at the output limit.', usage: used };
    if (!text.trim()) return { ok: false, reason: 'malformed', detail: 'The stream carried no text.', usage: used };
    return { ok: true, text, usage: used };
  } catch (error) {
    // Stopped before the usage chunk: counted at what was sent and what had arrived so far.
    if (cancelled?.aborted) {
      return {
        ok: false,
        reason: 'cancelled',
        detail: 'The visitor left before the answer was complete.',
        usage: estimatedUsage(messages, text),
      };
    }
    if (controller.signal.aborted) {
      return {
        ok: false,
        reason: 'timeout',
        detail: `No complete answer within ${config.timeoutMs} ms.`,
        usage: estimatedUsage(messages, text),
      };
    }
    const detail = `The call failed: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, reason: 'provider-error', detail, ...(text ? { usage: estimatedUsage(messages, text) } : {}) };
  } finally {
    clearTimeout(timer);
    cancelled?.removeEventListener('abort', cancel);
  }
}

function estimatedUsage(messages: readonly ChatMessage[], received: string): TokenUsage {
  return { inputTokens: estimatePromptTokens(messages), outputTokens: estimateTokens(received), estimated: true };
}
