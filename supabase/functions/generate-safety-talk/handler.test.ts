// What the function answers over HTTP (talking points with their sources, the
// note when nothing construction-related was described, debug output) through
// the shared request pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabase } from '../_shared/database.ts';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { openSafetyKnowledgeDatabase } from './evaluation/knowledge-database.ts';
import handler from './handler.ts';
import { MAX_SUMMARY_LENGTH, safetyTalkResponseSchema } from './contract.ts';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await openSafetyKnowledgeDatabase();
  db = database.db;
  setDatabase(db);
});
afterAll(async () => {
  await database.dispose();
});

function call(body: unknown): Promise<Response> {
  return handler(
    new Request('http://localhost/functions/v1/generate-safety-talk', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify(body),
    }),
  );
}

describe('generate-safety-talk handler', () => {
  it('returns talking points and their sources, without error or debug by default', async () => {
    const response = await call({ summary: 'Dumper moving spoil to the back of the site', debug: false });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.talking_points.length).toBeGreaterThanOrEqual(5);
    expect(body.talking_points[0]).toEqual({ point: expect.any(String), detail: expect.any(String) });
    for (const source of body.sources) {
      expect(source).toMatchObject({
        title: expect.any(String),
        publisher: expect.any(String),
        asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        kind: 'knowledge',
      });
    }
    // Sources we checked against a page link to it.
    expect(body.sources.some((source: { url?: string }) => source.url?.startsWith('https://'))).toBe(true);
    // The page reads the answer with the same contract, field for field.
    expect(safetyTalkResponseSchema.safeParse(body)).toMatchObject({ success: true, data: body });
    expect(body).not.toHaveProperty('error');
    expect(body).not.toHaveProperty('debug');
  });

  it('adds what it recognised when debug is on', async () => {
    const body = await (await call({ summary: 'Welding the handrails', debug: true })).json();
    expect(body.debug.activities[0]).toEqual({ label: 'Welding the handrails', topics: expect.arrayContaining(['hot-work-and-fire']) });
  });

  it('carries a note in error when nothing construction-related was described', async () => {
    const body = await (await call({ summary: 'What is the capital of France?' })).json();
    expect(body.error).toMatch(/general site-safety points/);
    expect(body.talking_points.length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['missing', {}],
    ['blank', { summary: '   ' }],
    ['too long', { summary: 'x'.repeat(MAX_SUMMARY_LENGTH + 1) }],
    ['not text', { summary: 42 }],
  ])('rejects a %s summary with 400', async (_, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/summary/);
  });
});
