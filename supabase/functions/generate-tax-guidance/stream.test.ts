// The tax answer streamed as server-sent events when the caller accepts them
// and a model is configured: checked sentences as they arrive, then the whole
// response; a figure not in our entries stops the stream and the offline
// answer replaces it. Offline answers keep coming in one piece, as JSON.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeLlm } from '../_shared/llm/testing/use-fake-llm.ts';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { openTaxKnowledgeDatabase } from './testing/knowledge-database.ts';
import handler from './handler.ts';

const USC_QUESTION = 'What are the USC rates for 2026?';
// Excise is outside the knowledge, and the development set holds this question to an honest 'not covered'.
const EXCISE_QUESTION = 'How much betting duty does a bookmaker pay on bets taken in the shop?';
const SUMMARY =
  'For 2026 you pay USC at 0.5% on the first €12,012, 2% from €12,012.01 to €28,700, 3% from €28,700.01 to €70,044 and 8% above that. If your total income is €13,000 or less you pay none.';

// The knowledge as written, with its version, so the handler's version check lets it answer.
useFunctionDatabase(openTaxKnowledgeDatabase);
const llm = useFakeLlm({ env: { LLM_TIMEOUT_MS: '1500' } });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

async function askStreaming(question: string): Promise<{ response: Response; events: StreamedEvent[] }> {
  const response = await handler(
    new Request('http://localhost/functions/v1/generate-tax-guidance', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-forwarded-for': `10.2.0.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ question }),
    }),
  );
  const text = await response.clone().text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>;
      return { event, data };
    });
  return { response, events };
}

const deltas = (events: StreamedEvent[]) => events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
const done = (events: StreamedEvent[]) => events.find((e) => e.event === 'done')?.data;

/** The summary and points cut into pieces the way a provider streams them: mid-word and mid-figure. */
function pieces(text: string, size = 7): string[] {
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

describe('generate-tax-guidance streamed', () => {
  it('streams checked sentences, then the whole response written by the model', async () => {
    const answer = `${SUMMARY}\n- Budget 2026 moved the top of the 2% band from €27,382 to €28,700.\n- Self-employed income over €100,000 pays a 3% surcharge.`;
    llm.reply({ stream: pieces(answer), pauseMs: 2 });
    const { response, events } = await askStreaming(USC_QUESTION);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(llm.requests[0]?.body.stream).toBe(true);
    const streamed = deltas(events);
    // Whole sentences and lines, in order, adding up to the answer.
    expect(streamed.length).toBeGreaterThanOrEqual(4);
    expect(streamed.join('')).toBe(answer);
    expect(streamed[0]).toBe(
      'For 2026 you pay USC at 0.5% on the first €12,012, 2% from €12,012.01 to €28,700, 3% from €28,700.01 to €70,044 and 8% above that.',
    );
    expect(events.at(-1)?.event).toBe('done');
    const body = done(events);
    expect(body).toMatchObject({ generatedBy: 'model', covered: true, taxYear: 2026, suggestions: [] });
    expect(body?.guidance).toContain('- Budget 2026 moved the top of the 2% band');
    expect(body?.guidance).toMatch(/\*\*Sources:\*\* \[.+\]\(https:\/\/www\.revenue\.ie\//);
    expect((body?.sources as { url: string }[])[0]?.url).toMatch(/^https:\/\/www\.revenue\.ie\//);
  });

  it('never sends a sentence with a figure not in our entries, and replaces the answer with the offline one', async () => {
    llm.reply({ stream: pieces(`${SUMMARY}\n- From 2027 the 8% rate falls to 6.5%.\n- More text after.`) });
    const { events } = await askStreaming(USC_QUESTION);
    const streamed = deltas(events).join('');
    expect(streamed).toContain('€70,044');
    expect(streamed).not.toContain('6.5%');
    const body = done(events);
    expect(body?.generatedBy).toBe('offline');
    expect(body?.guidance).toContain('### Universal Social Charge (USC)');
  });

  it.each([
    ['a rate limit', { status: 429 }],
    ['a stream cut off at the output limit', { stream: pieces(SUMMARY), finishReason: 'length' as const }],
    ['a rephrasing that drops the headline figures', { stream: ['USC has four bands. ', 'Most people pay some.'] }],
    ['a first word slower than the timeout', { stream: pieces(SUMMARY), delayMs: 4000 }],
  ])('ends with the offline answer on %s', async (_case, reply) => {
    llm.reply(reply);
    const { events } = await askStreaming(USC_QUESTION);
    expect(events.at(-1)?.event).toBe('done');
    expect(done(events)).toMatchObject({ generatedBy: 'offline', covered: true, taxYear: 2026 });
    expect(done(events)?.guidance).toContain('€28,700');
  });

  it('answers a question it does not cover in one piece, as JSON, without the model', async () => {
    const { response } = await askStreaming('What is the VAT rate in the UK?');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ covered: false, generatedBy: 'offline' });
    expect(llm.requests).toHaveLength(0);
  });

  it('sends the nearest topics of a tax question it does not cover, with a model configured', async () => {
    const { response } = await askStreaming(EXCISE_QUESTION);
    const body = await response.json();
    expect(body).toMatchObject({ covered: false, generatedBy: 'offline' });
    expect(body.suggestions).toHaveLength(3);
    expect(llm.requests).toHaveLength(0);
  });

  it('keeps 4xx errors as JSON for a streaming caller', async () => {
    const { response } = await askStreaming('   ');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
