// The page's two calls exactly as the browser makes them, with supabase-js
// against the real local server: the knowledge-base count and the function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/test-server.ts';
import { safetyTopics } from '../../supabase/functions/generate-safety-talk/knowledge/index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server.stop();
});

describe('construction safety page calls', () => {
  it('counts safety_content as the anonymous visitor', async () => {
    const { count, error } = await server.supabase.from('safety_content').select('id, document_id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(safetyTopics.length);
  });

  it('generates a talk through the functions endpoint', async () => {
    const { data, error } = await server.supabase.functions.invoke('generate-safety-talk', {
      body: { summary: 'Erecting scaffolding while the lads dig a trench for the drainage', debug: false },
    });
    expect(error).toBeNull();
    expect(data.talking_points.length).toBeGreaterThanOrEqual(5);
    expect(data.talking_points.length).toBeLessThanOrEqual(7);
    expect(data).not.toHaveProperty('error');
  });
});
