// The page's call exactly as the browser makes it, with supabase-js against
// the real local server: a question, an out-of-scope question and a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server.stop();
});

describe('tax navigator page calls', () => {
  it('answers a question with the figure, official sources and the tax year', async () => {
    const { data, error } = await server.supabase.functions.invoke('generate-tax-guidance', {
      body: { question: 'What are the PRSI rates for employers in 2026?' },
    });
    expect(error).toBeNull();
    expect(data.guidance).toContain('11.25%');
    expect(data.guidance).toContain('1 October 2026');
    expect(data.sources.length).toBeGreaterThan(0);
    expect(data.taxYear).toBe(2026);
    expect(data.covered).toBe(true);
  });

  it("says another country's tax is not covered, with no figure", async () => {
    const { data, error } = await server.supabase.functions.invoke('generate-tax-guidance', {
      body: { question: 'What is the corporation tax rate in the UK?' },
    });
    expect(error).toBeNull();
    expect(data.covered).toBe(false);
    expect(data.guidance).toMatch(/not covered/i);
    expect(data.guidance).not.toMatch(/€\s?\d|\d+(?:\.\d+)?%/);
  });

  it('refuses an empty question with a readable 400', async () => {
    const { error } = await server.supabase.functions.invoke('generate-tax-guidance', { body: { question: ' ' } });
    expect(error).not.toBeNull();
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/Please enter a tax question/);
  });
});
