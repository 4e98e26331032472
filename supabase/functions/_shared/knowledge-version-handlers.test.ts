// The three knowledge demos over HTTP against a database whose knowledge
// version differs from their bundle's: each refuses with a 503 and a plain
// message, logs which base and both hashes, and answers as soon as the
// database holds the bundle's version.
import { describe, expect, it, vi } from 'vitest';
import { syncKnowledge } from '../../database/testing/knowledge-database.ts';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import safetyHandler from '../generate-safety-talk/handler.ts';
import { safetyKnowledgeBase } from '../generate-safety-talk/knowledge/rows.ts';
import taxHandler from '../generate-tax-guidance/handler.ts';
import { taxKnowledgeBases } from '../generate-tax-guidance/knowledge/rows.ts';
import logisticsHandler from '../logistics-planning-areas/handler.ts';
import { logisticsKnowledgeBase } from '../logistics-planning-areas/knowledge/rows.ts';
import { contentHash, KNOWLEDGE_UPDATING_MESSAGE, type KnowledgeBase } from './knowledge-version.ts';

// The brief's live reading is not what this test is about: no network.
vi.mock('../logistics-planning-areas/live-sources.ts', async (original) => ({
  ...(await original<typeof import('../logistics-planning-areas/live-sources.ts')>()),
  cachedSafeReader: async () => ({ ok: false, outcome: 'failed', detail: 'No network in tests.' }),
}));

const demos: [string, (req: Request) => Promise<Response>, readonly KnowledgeBase[], unknown][] = [
  ['generate-tax-guidance', taxHandler, taxKnowledgeBases, { question: 'What are the USC rates for 2026?' }],
  ['generate-safety-talk', safetyHandler, [safetyKnowledgeBase], { summary: 'Digging a trench for the drainage pipe' }],
  [
    'logistics-planning-areas',
    logisticsHandler,
    [logisticsKnowledgeBase],
    { area: 'fleet_decarbonisation', message: 'Should we buy electric vans for city deliveries?' },
  ],
];

const database = useFunctionDatabase();

function call(name: string, handler: (req: Request) => Promise<Response>, body: unknown): Promise<Response> {
  return handler(
    new Request(`http://localhost/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify(body),
    }),
  );
}

describe.each(demos)('%s and the knowledge version', (name, handler, bases, body) => {
  it('refuses and logs while the database holds another version, and answers once it holds the bundle\u2019s', async () => {
    await syncKnowledge(database().db, bases);
    const [first] = bases;
    await database().db.query('update public.knowledge_versions set content_hash = $2 where base = $1', [first!.name, 'a'.repeat(64)]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refused = await call(name, handler, body);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: KNOWLEDGE_UPDATING_MESSAGE });
      const line = logged.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(line).toContain(`[${name}] knowledge base '${first!.name}'`);
      expect(line).toContain(await contentHash(first!));
      expect(line).toContain('a'.repeat(64));
      expect(line).toContain('supabase db push');
    } finally {
      logged.mockRestore();
    }

    await syncKnowledge(database().db, bases);
    const answered = await call(name, handler, body);
    expect(answered.status).toBe(200);
  });
});
