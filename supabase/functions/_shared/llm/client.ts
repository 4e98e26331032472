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
  | 'missing-figure';

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
