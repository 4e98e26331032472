// The model path through the real local server, as the browser calls it with
// supabase-js: a tax answer worded by a model (an OpenAI-compatible fake on
// loopback), and the same answer streamed as server-sent events, arriving a
// sentence at a time rather than buffered to the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../supabase/functions/_shared/llm/testing/use-fake-llm.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

const QUESTION = 'What are the USC rates for 2026?';
const SUMMARY =
  'For 2026 you pay USC at 0.5% on the first €12,012, 2% from €12,012.01 to €28,700, 3% from €28,700.01 to €70,044 and 8% above that.';
const SECOND = ' If your total income is €13,000 or less you pay none.';

// Registered first, so the model settings are in place before the server starts and the fake closes after it stops.
const llm = useFakeLlm({ env: true });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server.stop();
});

describe('language model answers through the local server', () => {
  it("answers the page's JSON call with the model's wording and says so", async () => {
    llm.reply({
      content: JSON.stringify({
        summary: `${SUMMARY}${SECOND}`,
        points: ['Budget 2026 moved the 2% band to €28,700.', 'Self-employed income over €100,000 pays a 3% surcharge.'],
      }),
    });
    const { data, error } = await server.supabase.functions.invoke('generate-tax-guidance', { body: { question: QUESTION } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ generatedBy: 'model', covered: true, taxYear: 2026 });
    expect(data.guidance).toContain('For 2026 you pay USC at 0.5%');
  });

  it('streams the answer as it is written when the caller accepts server-sent events', async () => {
    llm.reply({ stream: [SUMMARY, SECOND], pauseMs: 600 });
    const { data, error } = await server.supabase.functions.invoke('generate-tax-guidance', {
      body: { question: QUESTION },
      headers: { accept: 'text/event-stream' },
    });
    expect(error).toBeNull();
    // supabase-js hands an event stream back as the Response itself.
    const response = data as Response;
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const arrivals: { at: number; text: string }[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push({ at: Date.now(), text: decoder.decode(value, { stream: true }) });
    }
    const all = arrivals.map((arrival) => arrival.text).join('');
    const firstDelta = arrivals.find((arrival) => arrival.text.includes('event: delta'));
    const doneEvent = arrivals.find((arrival) => arrival.text.includes('event: done'));
    expect(firstDelta?.text).toContain('0.5% on the first €12,012');
    // The first sentence reached the client while the model was still writing.
    expect((doneEvent?.at ?? 0) - (firstDelta?.at ?? 0)).toBeGreaterThanOrEqual(400);
    const final = JSON.parse(/event: done\ndata: (.+)/.exec(all)?.[1] ?? '{}') as { generatedBy: string; guidance: string };
    expect(final.generatedBy).toBe('model');
    expect(final.guidance).toContain('€13,000 or less');
    // The provider's counts from the stream's final chunk, not our estimate.
    const [usage] = await server.server.database.query<{ input: number; estimated: number; reserved: number }>(
      'select input_tokens::int as input, estimated_calls as estimated, reserved_tokens::int as reserved from public.llm_usage',
    );
    expect(usage).toMatchObject({ estimated: 0, reserved: 0 });
    expect(llm.requests[0]?.body.stream_options).toEqual({ include_usage: true });
  });
});
