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
  | { ok: true; text: string; usage: TokenUsage }
  | { ok: false; reason: FallbackReason; detail: string; usage?: TokenUsage };

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().min(1) }), finish_reason: z.string().nullish() }))
    .min(1),
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
      return { ok: false, reason: 'provider-error', detail: 'The provider sent a body that is not JSON.' };
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) return { ok: false, reason: 'provider-error', detail: 'The provider sent no completion we could read.' };
    const [choice] = parsed.data.choices;
    const usage: TokenUsage = {
      inputTokens: parsed.data.usage?.prompt_tokens ?? estimatePromptTokens(messages),
      outputTokens: parsed.data.usage?.completion_tokens ?? estimateTokens(choice?.message.content ?? ''),
    };
    if (choice?.finish_reason === 'length') {
      return { ok: false, reason: 'malformed', detail: 'The answer was cut off at the output limit.', usage };
    }
    return { ok: true, text: choice?.message.content ?? '', usage };
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, reason: 'timeout', detail: `No answer within ${config.timeoutMs} ms.` };
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
    let usage: TokenUsage | undefined;
    let finish: string | null | undefined;
    for await (const data of eventData(response.body)) {
      if (data === '[DONE]') break;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return { ok: false, reason: 'provider-error', detail: 'The provider streamed an event that is not JSON.' };
      }
      const chunk = chunkSchema.safeParse(json);
      if (!chunk.success) return { ok: false, reason: 'provider-error', detail: 'The provider streamed an event we could not read.' };
      if (chunk.data.usage) usage = { inputTokens: chunk.data.usage.prompt_tokens, outputTokens: chunk.data.usage.completion_tokens };
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
    const used = usage ?? estimatedUsage(messages, text);
    if (finish === 'length') return { ok: false, reason: 'malformed', detail: 'The answer was cut off at the output limit.', usage: used };
    if (!text.trim()) return { ok: false, reason: 'malformed', detail: 'The stream carried no text.', usage: used };
    return { ok: true, text, usage: used };
  } catch (error) {
    if (cancelled?.aborted) {
      return { ok: false, reason: 'cancelled', detail: 'The visitor left before the answer was complete.', usage: estimatedUsage(messages, text) };
    }
    if (controller.signal.aborted) {
      return { ok: false, reason: 'timeout', detail: `No complete answer within ${config.timeoutMs} ms.`, usage: estimatedUsage(messages, text) };
    }
    return { ok: false, reason: 'provider-error', detail: `The call failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
    cancelled?.removeEventListener('abort', cancel);
  }
}

function estimatedUsage(messages: readonly ChatMessage[], text: string): TokenUsage {
  return { inputTokens: estimatePromptTokens(messages), outputTokens: estimateTokens(text) };
}
