// The fake model server a test file's calls go to: started before its tests,
// emptied of queued replies and recorded requests before each one, and closed
// after, with the model settings pointed at it in between, so each file states
// only how its code finds the model.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LlmConfig } from '../config.ts';
import { fakeLlmConfig, startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from './fake-llm-server.ts';

export interface FakeLlmOptions {
  /** Settings over fakeLlmConfig's defaults, for the `config` given to code that takes its model as an argument. */
  config?: Partial<LlmConfig>;
  /**
   * For code that reads its model from the environment (readLlmConfig):
   * LLM_BASE_URL and LLM_MODEL name the fake, with any further variables
   * given here, and every one is put back as it was afterwards.
   */
  env?: true | Record<string, string>;
}

export interface FakeLlm {
  /** Queues replies for the next calls, in order (FakeLlmServer.reply). */
  reply: FakeLlmServer['reply'];
  /** The requests received during the current test. */
  readonly requests: RecordedRequest[];
  /** A model configuration pointing at the fake, with the options' settings. */
  readonly config: LlmConfig;
}

/** Registers the hooks in the calling file or describe block; the returned object reaches the running fake. */
export function useFakeLlm(options: FakeLlmOptions = {}): FakeLlm {
  let running: { server: FakeLlmServer; config: LlmConfig } | undefined;
  let previousEnv: [string, string | undefined][] = [];
  beforeAll(async () => {
    const server = await startFakeLlmServer();
    const config = fakeLlmConfig(server, options.config);
    running = { server, config };
    if (options.env) {
      const settings = { LLM_BASE_URL: server.baseUrl, LLM_MODEL: config.model, ...(options.env === true ? {} : options.env) };
      previousEnv = Object.keys(settings).map((name) => [name, process.env[name]]);
      Object.assign(process.env, settings);
    }
  });
  beforeEach(() => {
    running?.server.reset();
  });
  afterAll(async () => {
    for (const [name, value] of previousEnv) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await running?.server.close();
  });
  const started = () => {
    if (!running) throw new Error('The fake model server is started in beforeAll, before any test runs.');
    return running;
  };
  return {
    reply: (...replies) => started().server.reply(...replies),
    get requests() {
      return started().server.requests;
    },
    get config() {
      return started().config;
    },
  };
}
