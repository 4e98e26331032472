// The logistics page's call exactly as the browser makes it, with supabase-js
// against the real local server: a brief comes back with its sources and the
// live attempts; bad input gets a readable 400; a suggested address inside
// our network is refused, never read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite', { rateLimits: false });
});
afterAll(async () => {
  await server.stop();
});

async function call(body: unknown) {
  const response = await fetch(`${server.server.url}/functions/v1/logistics-planning-areas`, {
    method: 'POST',
    headers: { apikey: server.server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('logistics planning page calls', () => {
  it('answers a question with a brief, its sources and the live sources it tried', async () => {
    const { data, error } = await server.supabase.functions.invoke('logistics-planning-areas', {
      body: { area: 'market_lane', message: 'Port congestion at Dublin keeps our 30 trailers waiting. What should we do?' },
    });
    expect(error).toBeNull();
    expect(data.reply).toMatch(/Executive takeaway \(Market & Lane Strategy\)/);
    expect(data.reply).toContain('30 trailers');
    expect(data.reply).toMatch(/### Next steps/);
    expect(data.sources.length).toBeGreaterThan(0);
    expect(data.attemptedSources.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('entries');
  });

  it('refuses suggested addresses inside our network and lists them as attempted', async () => {
    const { data, error } = await server.supabase.functions.invoke('logistics-planning-areas', {
      body: {
        area: 'risk_resilience',
        message: 'How do we prepare for a cyber attack?',
        suggestedUrls: [`${server.server.url}/config.json`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/'],
      },
    });
    expect(error).toBeNull();
    const suggested = (data.attemptedSources as { origin: string; outcome: string }[]).filter((a) => a.origin === 'suggested');
    expect(suggested).toHaveLength(3);
    expect(suggested.every((attempt) => attempt.outcome === 'refused')).toBe(true);
  });

  it.each([
    [{ area: 'shipping', message: 'Hi' }, /area: Please choose a planning area/],
    [{ area: 'market_lane', message: '   ' }, /message: Please type a question/],
    [{ area: 'market_lane', message: 'x'.repeat(4001) }, /at most 4000 characters/],
    [{ area: 'market_lane', message: 'Hi', suggestedUrls: ['javascript:alert(1)'] }, /valid URL starting with http/],
    [{ area: 'market_lane', message: 'Hi', suggestedUrls: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }, /At most 5/],
    [
      { area: 'market_lane', message: 'Hi', history: Array.from({ length: 9 }, () => ({ role: 'user', content: 'x' })) },
      /at most the last 8/,
    ],
    [{ area: 'market_lane', message: 'Hi', history: [{ role: 'system', content: 'x' }] }, /role must be user or assistant/],
  ])('answers %j with a readable 400', async (body, message) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });
});
