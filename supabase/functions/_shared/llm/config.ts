// The language model the operator configured, read from the environment
// only: a visitor can never choose the model or the endpoint. With no
// LLM_BASE_URL and LLM_MODEL there is no model and every demo answers with
// its offline composer, exactly as before.
import { readEnv } from '../env.ts';

export interface LlmPrices {
  /** Euro per million prompt tokens. */
  inputPerMillion: number;
  /** Euro per million completion tokens. */
  outputPerMillion: number;
}

export interface LlmConfig {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; a local Ollama or vLLM needs none. */
  apiKey?: string;
  model: string;
  /** Estimated prompt tokens above which we do not call the model. */
  maxInputTokens: number;
  /** The completion limit sent with each call. */
  maxOutputTokens: number;
  /** Tokens (prompt plus completion) all calls may use per UTC day. */
  dailyTokenCap: number;
  /** A daily spending cap in euro, enforced when prices are configured too. */
  dailyBudgetEur?: number;
  prices?: LlmPrices;
  /** How long a call may take before the offline answer is used (20 s). */
  timeoutMs: number;
}

export const DEFAULT_MAX_INPUT_TOKENS = 6000;
export const DEFAULT_MAX_OUTPUT_TOKENS = 900;
export const DEFAULT_DAILY_TOKEN_CAP = 2_000_000;
export const DEFAULT_TIMEOUT_MS = 20_000;

function positiveNumber(name: string): number | undefined {
  const raw = readEnv(name)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    // A typo in a cap must not silently lift it: refuse the model instead.
    throw new Error(`${name} must be a positive number, got '${raw}'.`);
  }
  return value;
}

/**
 * The configured model, or undefined when none is (or the settings are
 * unusable, which is logged once per call so an operator sees why the demos
 * stay offline).
 */
export function readLlmConfig(): LlmConfig | undefined {
  const baseUrl = readEnv('LLM_BASE_URL')?.trim();
  const model = readEnv('LLM_MODEL')?.trim();
  if (!baseUrl || !model) return undefined;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('LLM_BASE_URL must be an http(s) URL.');
    const inputPrice = positiveNumber('LLM_PRICE_INPUT_EUR_PER_MILLION');
    const outputPrice = positiveNumber('LLM_PRICE_OUTPUT_EUR_PER_MILLION');
    const dailyBudgetEur = positiveNumber('LLM_DAILY_BUDGET_EUR');
    if (dailyBudgetEur !== undefined && (inputPrice === undefined || outputPrice === undefined)) {
      throw new Error('LLM_DAILY_BUDGET_EUR needs LLM_PRICE_INPUT_EUR_PER_MILLION and LLM_PRICE_OUTPUT_EUR_PER_MILLION.');
    }
    const apiKey = readEnv('LLM_API_KEY')?.trim();
    return {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      ...(apiKey ? { apiKey } : {}),
      model,
      maxInputTokens: positiveNumber('LLM_MAX_INPUT_TOKENS') ?? DEFAULT_MAX_INPUT_TOKENS,
      maxOutputTokens: positiveNumber('LLM_MAX_OUTPUT_TOKENS') ?? DEFAULT_MAX_OUTPUT_TOKENS,
      dailyTokenCap: positiveNumber('LLM_DAILY_TOKEN_CAP') ?? DEFAULT_DAILY_TOKEN_CAP,
      ...(dailyBudgetEur !== undefined ? { dailyBudgetEur } : {}),
      ...(inputPrice !== undefined && outputPrice !== undefined
        ? { prices: { inputPerMillion: inputPrice, outputPerMillion: outputPrice } }
        : {}),
      timeoutMs: positiveNumber('LLM_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS,
    };
  } catch (error) {
    console.error(`[llm] model settings ignored, answering offline: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
