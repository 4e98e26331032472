// The site's Supabase client as the browser build makes it: supabase-js with
// its sign-in, realtime and storage parts replaced (vitest.config.ts applies
// the same aliases as the builds). These tests fail if a supabase-js upgrade
// starts to need one of those parts for the table reads and function calls
// the site makes, or if the client's requests change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const config = {
  supabaseUrl: 'https://backend.example.test',
  supabaseAnonKey: 'anon-key-for-tests',
  contactEmail: 'hello@example.test',
  remotes: {},
};

let requests: Request[];

beforeEach(() => {
  vi.resetModules();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/config.json')) return Response.json(config);
      const request = new Request(input, init);
      requests.push(request);
      if (request.url.includes('/rest/v1/')) return new Response(null, { status: 200, headers: { 'content-range': '*/42' } });
      return Response.json({ ok: true });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function freshClient() {
  const { getSupabase } = await import('./supabase-client');
  return getSupabase();
}

describe('the slim Supabase client', () => {
  it('counts a table with the anon key as its only credential', async () => {
    const supabase = await freshClient();
    const { count, error } = await supabase.from('safety_content').select('id, document_id', { count: 'exact', head: true });

    expect(error).toBeNull();
    expect(count).toBe(42);
    const [request] = requests;
    expect(request?.method).toBe('HEAD');
    expect(request?.url).toBe('https://backend.example.test/rest/v1/safety_content?select=id%2Cdocument_id');
    expect(request?.headers.get('apikey')).toBe(config.supabaseAnonKey);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${config.supabaseAnonKey}`);
  });

  it('calls a function with a JSON body and reads its answer', async () => {
    const { invokeFunction } = await import('./invoke-function');
    await expect(invokeFunction('generate-safety-talk', { summary: 'Ladders' })).resolves.toEqual({ ok: true });

    const [request] = requests;
    expect(request?.url).toBe('https://backend.example.test/functions/v1/generate-safety-talk');
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual({ summary: 'Ladders' });
    expect(request?.headers.get('apikey')).toBe(config.supabaseAnonKey);
  });

  it('names the left-out parts when something reaches for them', async () => {
    const supabase = await freshClient();
    expect(() => supabase.auth.getSession()).toThrow(/supabase\.auth/);
    expect(() => supabase.storage.from('uploads')).toThrow(/not part of this site's Supabase client/);
    expect(() => supabase.channel('changes')).toThrow(/not part of this site's Supabase client/);
  });
});
