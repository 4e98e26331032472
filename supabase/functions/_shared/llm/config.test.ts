// The model comes from the operator's environment only, and a cap that is
// mistyped switches the model off rather than lifting the cap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DAILY_TOKEN_CAP, DEFAULT_TIMEOUT_MS, readLlmConfig } from './config.ts';

const NAMES = [
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'LLM_MAX_INPUT_TOKENS',
  'LLM_MAX_OUTPUT_TOKENS',
  'LLM_DAILY_TOKEN_CAP',
  'LLM_DAILY_BUDGET_EUR',
  'LLM_PRICE_INPUT_EUR_PER_MILLION',
  'LLM_PRICE_OUTPUT_EUR_PER_MILLION',
  'LLM_TIMEOUT_MS',
];

function setEnv(values: Record<string, string>): void {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
}

afterEach(() => {
  setEnv({});
  vi.restoreAllMocks();
});

describe('readLlmConfig', () => {
  it('is undefined with no model configured, so every demo stays offline', () => {
    setEnv({});
    expect(readLlmConfig()).toBeUndefined();
    setEnv({ LLM_BASE_URL: 'https://api.example.com/v1' });
    expect(readLlmConfig()).toBeUndefined();
  });

  it('reads the endpoint, key, model and defaults (20 s timeout)', () => {
    setEnv({ LLM_BASE_URL: 'https://api.example.com/v1/', LLM_API_KEY: 'sk-test', LLM_MODEL: 'small-model' });
    expect(readLlmConfig()).toMatchObject({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'sk-test',
      model: 'small-model',
      dailyTokenCap: DEFAULT_DAILY_TOKEN_CAP,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });

  it('reads caps and prices', () => {
    setEnv({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.2',
      LLM_MAX_INPUT_TOKENS: '3000',
      LLM_MAX_OUTPUT_TOKENS: '600',
      LLM_DAILY_TOKEN_CAP: '50000',
      LLM_DAILY_BUDGET_EUR: '2.5',
      LLM_PRICE_INPUT_EUR_PER_MILLION: '0.5',
      LLM_PRICE_OUTPUT_EUR_PER_MILLION: '1.5',
    });
    const config = readLlmConfig();
    expect(config).toMatchObject({ maxInputTokens: 3000, maxOutputTokens: 600, dailyTokenCap: 50000, dailyBudgetEur: 2.5 });
    expect(config?.prices).toEqual({ inputPerMillion: 0.5, outputPerMillion: 1.5 });
    expect(config?.apiKey).toBeUndefined();
  });

  it.each([
    [{ LLM_DAILY_TOKEN_CAP: 'lots' }],
    [{ LLM_MAX_OUTPUT_TOKENS: '-5' }],
    [{ LLM_DAILY_BUDGET_EUR: '3' }],
    [{ LLM_BASE_URL: 'file:///etc/passwd' }],
  ])('refuses the model when a setting is unusable: %j', (bad) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setEnv({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm', ...bad });
    expect(readLlmConfig()).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});
