// The sentence gate that keeps a streamed answer to the material, and the
// streamed call's bookkeeping in llm_usage, against the loopback fake server.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import { estimatePromptTokens, estimateTokens } from './client.ts';
import { groundedMessages } from './grounding.ts';
import { eventStreamResponse, SentenceGate, streamGrounded, type StreamRequest } from './stream.ts';
import { useFakeLlm } from './testing/use-fake-llm.ts';

describe('SentenceGate', () => {
  it('holds text until a sentence or line is complete, then releases it', () => {
    const gate = new SentenceGate(['The threshold is €85,000 for 2026.']);
    expect(gate.push('The threshold is €85,')).toEqual({ ready: '' });
    expect(gate.push('000 in 2026. Regis')).toEqual({ ready: 'The threshold is €85,000 in 2026.' });
    expect(gate.push('ter early\n- Keep rec')).toEqual({ ready: ' Register early\n' });
    expect(gate.flush()).toEqual({ ready: '- Keep rec' });
  });

  it('does not end a sentence inside a decimal figure', () => {
    const gate = new SentenceGate(['€28,700.01 and 4.1%']);
    expect(gate.push('From €28,700.')).toEqual({ ready: '' });
    expect(gate.push('01 the rate is 4.1% here. ')).toEqual({ ready: 'From €28,700.01 the rate is 4.1% here.' });
  });

  it('stops at the first complete sentence with a figure the material does not have', () => {
    const gate = new SentenceGate(['€85,000']);
    expect(gate.push('It is €85,000. It was €80,000 last year. ')).toEqual({
      stop: 'ungrounded-figure',
      detail: 'Figures not in the material: 80000.',
    });
  });

  it('stops at a sentence that uses a figure of the material beside other words', () => {
    const gate = new SentenceGate(['Register for VAT once services turnover passes €42,500.', 'Employer PRSI is 11.15% on pay.']);
    expect(gate.push('Register for VAT above €42,500 of services. ')).toEqual({ ready: 'Register for VAT above €42,500 of services.' });
    expect(gate.push('Employer PRSI is charged at €42,500 on pay. ')).toEqual({
      stop: 'ungrounded-figure',
      detail: 'Figures the material has only beside other words: 42500.',
    });
  });

  it('judges a sentence with too few words of its own by the sentence released before it', () => {
    const gate = new SentenceGate(['Register for VAT once services turnover passes €42,500.']);
    expect(gate.push('Think about VAT registration for services. ')).toEqual({ ready: 'Think about VAT registration for services.' });
    expect(gate.push('The limit is €42,500. ')).toEqual({ ready: ' The limit is €42,500.' });
  });

  it.each([['twenty-three per cent'], ['２３%'], ['€23.000,50']])('stops at a figure the material lacks, written as %s', (figure) => {
    const gate = new SentenceGate(['Register for VAT once services turnover passes €42,500.']);
    expect(gate.push(`Register for VAT above ${figure} of services. `)).toMatchObject({ stop: 'ungrounded-figure' });
  });

  it.each([['https://evil.example/claim'], ['www.evil.example'], ['help@evil.example'], ['evil-claims.ie']])(
    'stops at a sentence with an address (%s)',
    (address) => {
      const gate = new SentenceGate([]);
      expect(gate.push(`Fine so far. Then see ${address} now. `)).toMatchObject({ stop: 'contains-address' });
    },
  );
});

describe('streamGrounded', () => {
  let database: TestDatabase;
  const llm = useFakeLlm({
    config: { model: 'fake', maxInputTokens: 4000, maxOutputTokens: 300, dailyTokenCap: 100_000, timeoutMs: 2000 },
  });
  const request: StreamRequest = {
    purpose: 'test',
    task: 'You explain VAT registration.',
    rules: [],
    textLayout: 'one line',
    visitor: { question: 'When must I register?' },
    material: ['Register once turnover passes €85,000 for services.'],
    requiredFigures: ['€85,000'],
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  const usage = async () =>
    (
      await database.db.query<{ calls: number; estimated: number; input: number; output: number; reserved: number }>(
        `select calls, estimated_calls as estimated, input_tokens::int as input, output_tokens::int as output, reserved_tokens::int as reserved
           from public.llm_usage`,
      )
    )[0];

  beforeEach(async () => {
    await database.db.query('delete from public.llm_usage');
  });

  it('passes the checked text on and records the usage the final chunk reports', async () => {
    llm.reply({ stream: ['You must reg', 'ister at €85,', '000. Do it', ' early.'], usage: { prompt: 812, completion: 17 } });
    const sent: string[] = [];
    const outcome = await streamGrounded(database.db, llm.config, request, (text) => sent.push(text));
    expect(outcome).toMatchObject({ ok: true, text: 'You must register at €85,000. Do it early.' });
    expect(sent).toEqual(['You must register at €85,000.', ' Do it early.']);
    expect(await usage()).toEqual({ calls: 1, estimated: 0, input: 812, output: 17, reserved: 0 });
    expect(llm.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true }, max_tokens: 300 });
    expect(llm.requests[0]?.body.response_format).toBeUndefined();
  });

  it('records our estimate, marked as such, when the stream reports no usage', async () => {
    const text = 'You must register at €85,000. Do it early.';
    llm.reply({ stream: [text], usage: 'none' });
    expect(await streamGrounded(database.db, llm.config, request, () => undefined)).toMatchObject({ ok: true });
    const input = estimatePromptTokens(groundedMessages(request));
    expect(await usage()).toEqual({ calls: 1, estimated: 1, input, output: estimateTokens(text), reserved: 0 });
  });

  it('stops reading when a sentence has a figure not in the material', async () => {
    llm.reply({ stream: ['Register at €85,000. ', 'Or at €42,500. ', 'More.'] });
    const sent: string[] = [];
    const outcome = await streamGrounded(database.db, llm.config, request, (text) => sent.push(text));
    expect(outcome).toMatchObject({ ok: false, reason: 'ungrounded-figure' });
    expect(sent).toEqual(['Register at €85,000.']);
  });

  it('stops the model call when the visitor leaves', async () => {
    llm.reply({ stream: ['Register at €85,000. ', 'Do it early. ', 'Keep records. ', 'Ask Revenue. '], pauseMs: 300 });
    const visitor = new AbortController();
    const started = Date.now();
    const outcome = await streamGrounded(database.db, llm.config, request, () => visitor.abort(), visitor.signal);
    expect(outcome).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(900);
    // Counted at the prompt sent and the one piece received before the visitor left.
    const input = estimatePromptTokens(groundedMessages(request));
    expect(await usage()).toEqual({ calls: 1, estimated: 1, input, output: estimateTokens('Register at €85,000. '), reserved: 0 });
  });

  it('falls back on a stream that is not the API shape', async () => {
    llm.reply({ rawBody: 'data: not json\n\n' });
    expect(await streamGrounded(database.db, llm.config, request, () => undefined)).toMatchObject({ ok: false, reason: 'provider-error' });
  });
});

describe('eventStreamResponse', () => {
  it('sends events as they happen and tells the writer when the reader has gone', async () => {
    let noticed = false;
    const response = eventStreamResponse(async (send, cancelled) => {
      send('delta', { text: 'First.' });
      await new Promise((resolve) => cancelled.addEventListener('abort', resolve));
      noticed = true;
      send('delta', { text: 'Nobody reads this.' });
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('event: delta\ndata: {"text":"First."}\n\n');
    await reader.cancel();
    await vi.waitFor(() => expect(noticed).toBe(true));
  });
});
