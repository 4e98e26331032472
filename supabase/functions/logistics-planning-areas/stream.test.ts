// The planning brief streamed as server-sent events, against an
// OpenAI-compatible server on loopback: labelled text passes a line at a
// time, is read back into the brief's structure and checked with zod; a
// figure not in the material stops the stream, and a brief that fails its
// structure ends with the offline one.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import { dataOf, type FakeReply, type RecordedRequest } from '../_shared/llm/testing/fake-llm-server.ts';
import { useFakeLlm } from '../_shared/llm/testing/use-fake-llm.ts';
import { readerWith } from './live-sources.ts';
import { draftPlanningReply } from './plan.ts';
import { parseStreamedBrief, streamPlanningReply } from './stream.ts';

const noNetwork = readerWith({
  resolve: async (host) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  },
});
const QUESTION = 'Should we switch our 40 diesel vans to electric vans?';

interface Material {
  knowledge: { options: { option: string; chooseWhen: string }[]; next30: string[]; next90: string[] }[];
  offlineDraft: { takeaway: string; bullets: string[] };
}

/** A faithful brief in the streamed layout, built from the material the model was sent. */
function layout(request: RecordedRequest, bullets = (list: string[]) => list): string {
  const material = dataOf(request).material as Material;
  const [primary] = material.knowledge;
  if (!primary) throw new Error('no knowledge');
  return [
    `TAKEAWAY: ${material.offlineDraft.takeaway}`,
    'GUIDANCE:',
    ...bullets(material.offlineDraft.bullets).map((bullet) => `- ${bullet}`),
    'OPTIONS:',
    ...primary.options.slice(0, 2).map((option) => `- ${option.option} | ${option.chooseWhen}`),
    'NEXT 30 DAYS:',
    ...primary.next30.slice(0, 2).map((step) => `- ${step}`),
    'NEXT 90 DAYS:',
    ...primary.next90.slice(0, 2).map((step) => `- ${step}`),
  ].join('\n');
}

const streamed =
  (edit?: (list: string[]) => string[]) =>
  (request: RecordedRequest): FakeReply => {
    const text = layout(request, edit);
    const pieces: string[] = [];
    for (let index = 0; index < text.length; index += 40) pieces.push(text.slice(index, index + 40));
    return { stream: pieces };
  };

describe('parseStreamedBrief', () => {
  it("reads the labelled sections back into the brief's structure", () => {
    expect(
      parseStreamedBrief(
        'TAKEAWAY: One. Two.\nGUIDANCE:\n- A\n- B\nOPTIONS:\n- Lease | you want to try first\nNEXT 30 DAYS:\n- Map routes\nNEXT 90 DAYS:\n- Order vans',
      ),
    ).toEqual({
      takeaway: 'One. Two.',
      bullets: ['A', 'B'],
      options: [{ option: 'Lease', chooseWhen: 'you want to try first' }],
      next30: ['Map routes'],
      next90: ['Order vans'],
    });
  });
});

describe('streamed planning brief', () => {
  let database: TestDatabase;
  const llm = useFakeLlm({ config: { maxInputTokens: 8000, dailyTokenCap: 1_000_000, timeoutMs: 5000 } });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  async function events() {
    const draft = await draftPlanningReply(
      database.db,
      { area: 'fleet_decarbonisation', message: QUESTION, history: [], suggestedUrls: [] },
      noNetwork,
    );
    const response = streamPlanningReply(database.db, llm.config, draft);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const list = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({
        event: /^event: (.+)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
      }));
    return { draft, list, deltas: list.filter((e) => e.event === 'delta').map((e) => e.data.text as string), done: list.at(-1) };
  }

  it('streams the brief line by line, then the whole reply under our headings', async () => {
    llm.reply(streamed());
    const { draft, deltas, done } = await events();
    expect(deltas.length).toBeGreaterThan(8);
    expect(deltas[0]).toMatch(/^TAKEAWAY: /);
    expect(done?.event).toBe('done');
    expect(done?.data.generatedBy).toBe('model');
    expect(done?.data.reply).toMatch(/^\*\*Executive takeaway \(Fleet & Decarbonisation\)\.\*\* /);
    expect(done?.data.reply).toMatch(/\*\*Next 30 days\*\*[\s\S]+\*\*Next 90 days\*\*/);
    expect(done?.data.sources).toEqual(draft.sources);
  });

  it('stops at a line with a figure not in the material and ends with the offline brief', async () => {
    llm.reply(streamed((list) => [...list.slice(0, 5), 'Electric vans cost €61,234 each.']));
    const { draft, deltas, done } = await events();
    expect(deltas.join('')).not.toContain('61,234');
    expect(done?.data).toMatchObject({ generatedBy: 'offline', reply: draft.brief.markdown });
  });

  it('ends with the offline brief when the streamed brief fails its structure', async () => {
    llm.reply(streamed((list) => list.slice(0, 3)));
    const { draft, deltas, done } = await events();
    expect(deltas.length).toBeGreaterThan(0);
    expect(done?.data).toMatchObject({ generatedBy: 'offline', reply: draft.brief.markdown });
  });

  it('ends with the offline brief on a rate limit, with no text streamed', async () => {
    llm.reply({ status: 429 });
    const { deltas, done } = await events();
    expect(deltas).toEqual([]);
    expect(done?.data.generatedBy).toBe('offline');
  });
});
