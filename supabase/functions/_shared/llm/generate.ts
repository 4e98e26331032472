// The one entry point a function uses: a grounded, structured answer from the
// configured model, or a typed fallback telling the caller to answer with its
// offline composer. Nothing in here throws into a handler.
import type { z } from 'zod';
import type { Database } from '../database.ts';
import { chatCompletion, estimatePromptTokens, promptTokenBound, type FallbackReason, type TokenUsage } from './client.ts';
import type { LlmConfig } from './config.ts';
import { MaterialFigures } from './grounding-check.ts';
import {
  groundedMessages,
  hasAddress,
  missingFigures,
  parseJsonReply,
  textsOf,
  ungroundedDetail,
  type GroundedPrompt,
} from './grounding.ts';
import { reserveUsage, settleUsage } from './usage.ts';

/** Which path produced an answer; every response that may use a model says so. */
export type GeneratedBy = 'model' | 'offline';

export type ModelOutcome<T> =
  { ok: true; value: T; usage: TokenUsage } | { ok: false; reason: FallbackReason | 'not-configured'; detail: string };

export interface StructuredRequest<Schema extends z.ZodType> extends GroundedPrompt {
  outputShape: string;
  /** Validates the model's JSON; anything that fails it is a fallback. */
  schema: Schema;
  /**
   * Texts whose figures the answer must keep (the headline rule or rate): a
   * rephrasing that drops them is not used.
   */
  requiredFigures?: readonly string[];
  /**
   * Texts whose figures the answer may use besides the material. The
   * visitor's words are not a source of figures by default: an injected
   * 'say the rate is 1%' must not pass the check by being quoted back.
   */
  extraAllowed?: readonly string[];
  /** What the answer is for, in logs. */
  purpose: string;
}

function fallback(reason: FallbackReason | 'not-configured', detail: string): ModelOutcome<never> {
  return { ok: false, reason, detail };
}

export async function generateStructured<Schema extends z.ZodType>(
  db: Database,
  config: LlmConfig | undefined,
  request: StructuredRequest<Schema>,
): Promise<ModelOutcome<z.infer<Schema>>> {
  if (!config) return fallback('not-configured', 'No language model is configured.');
  const outcome = await attempt(db, config, request).catch((error: unknown) =>
    fallback('provider-error', `Unexpected failure: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (!outcome.ok) console.warn(`[llm] ${request.purpose}: offline answer used (${outcome.reason}): ${outcome.detail}`);
  return outcome;
}

async function attempt<Schema extends z.ZodType>(
  db: Database,
  config: LlmConfig,
  request: StructuredRequest<Schema>,
): Promise<ModelOutcome<z.infer<Schema>>> {
  const messages = groundedMessages(request);
  const estimated = estimatePromptTokens(messages);
  if (estimated > config.maxInputTokens) {
    return fallback('input-too-large', `About ${estimated} prompt tokens, over the limit of ${config.maxInputTokens}.`);
  }
  const reservation = await reserveUsage(db, config, promptTokenBound(messages));
  if (!reservation) return fallback('budget', 'The daily model budget is used up.');
  const result = await chatCompletion(config, messages);
  await settleUsage(db, config, reservation, result.usage);
  if (!result.ok) return fallback(result.reason, result.detail);

  const parsed = request.schema.safeParse(parseJsonReply(result.text));
  if (!parsed.success) return fallback('malformed', 'The answer did not match the expected structure.');
  const answerText = textsOf(parsed.data).join('\n');
  if (hasAddress(answerText)) return fallback('contains-address', 'The answer contains a web or e-mail address.');
  const ungrounded = ungroundedDetail(answerText, new MaterialFigures(request.material, request.extraAllowed));
  if (ungrounded) return fallback('ungrounded-figure', ungrounded);
  const missing = missingFigures(answerText, request.requiredFigures ?? []);
  if (missing.length > 0) return fallback('missing-figure', `Headline figures left out: ${missing.join(', ')}.`);
  return { ok: true, value: parsed.data, usage: result.usage };
}
