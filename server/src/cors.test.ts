// CORS through the real server: the functions and the REST reads answer only
// the site's origins once SITE_ORIGINS or PUBLIC_URL says which they are, and
// any origin in local development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_ORIGIN, onlyOrigins } from '../../supabase/functions/_shared/cors.ts';
import { contactPayload } from '../../supabase/functions/send-contact-email/testing/payloads.ts';
import { serverCorsPolicy } from './cors.ts';
import { loadConfig } from './env.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

const SITE = 'https://www.meitheal.ie';
const STATIC_HOST = 'https://meitheal.pages.dev';
const OTHER = 'https://evil.example';

describe('serverCorsPolicy', () => {
  it('is any origin only with neither SITE_ORIGINS nor PUBLIC_URL (local development)', () => {
    expect(serverCorsPolicy(loadConfig({}))).toEqual(ANY_ORIGIN);
    expect(serverCorsPolicy(loadConfig({ PUBLIC_URL: `${SITE}/` }))).toEqual(onlyOrigins([SITE]));
    expect(serverCorsPolicy(loadConfig({ PUBLIC_URL: SITE, SITE_ORIGINS: STATIC_HOST }))).toEqual(onlyOrigins([STATIC_HOST, SITE]));
    expect(serverCorsPolicy(loadConfig({ SITE_ORIGINS: STATIC_HOST }))).toEqual(onlyOrigins([STATIC_HOST]));
  });
});

describe('CORS through the local server with SITE_ORIGINS and PUBLIC_URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { rateLimits: false, publicUrl: SITE, siteOrigins: [STATIC_HOST] });
  });
  afterAll(() => t?.stop());

  const call = (path: string, init: RequestInit & { origin?: string }) =>
    fetch(`${t.server.url}${path}`, {
      ...init,
      headers: { apikey: t.server.anonKey, 'content-type': 'application/json', ...(init.origin ? { origin: init.origin } : {}) },
    });

  it('answers the preflight of every listed origin and refuses another with 403', async () => {
    for (const origin of [SITE, STATIC_HOST]) {
      const response = await call('/functions/v1/send-contact-email', { method: 'OPTIONS', origin });
      expect(response.status, origin).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toContain('Origin');
    }
    const refused = await call('/functions/v1/send-contact-email', { method: 'OPTIONS', origin: OTHER });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect((await refused.json()).error).toMatch(/may not call this API/);
  });

  it("names the caller's origin on a function's answer only when it is listed", async () => {
    const allowed = await call('/functions/v1/send-contact-email', {
      method: 'POST',
      origin: STATIC_HOST,
      body: JSON.stringify(contactPayload()),
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STATIC_HOST);
    expect(allowed.headers.get('vary')).toContain('Origin');

    const other = await call('/functions/v1/send-contact-email', { method: 'POST', origin: OTHER, body: JSON.stringify(contactPayload()) });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toContain('Origin');
  });

  it('does the same for REST reads and for errors such as a missing key', async () => {
    const rest = await call('/rest/v1/ethics_documents?select=document_id&limit=1', { method: 'GET', origin: SITE });
    expect(rest.headers.get('access-control-allow-origin')).toBe(SITE);
    const restOther = await call('/rest/v1/ethics_documents?select=document_id&limit=1', { method: 'GET', origin: OTHER });
    expect(restOther.headers.get('access-control-allow-origin')).toBeNull();

    const unauthorised = await fetch(`${t.server.url}/functions/v1/send-contact-email`, { method: 'POST', headers: { origin: SITE } });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});

describe('CORS through the local server in local development', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { rateLimits: false });
  });
  afterAll(() => t?.stop());

  it('allows any origin with *', async () => {
    const preflight = await fetch(`${t.server.url}/functions/v1/send-contact-email`, { method: 'OPTIONS', headers: { origin: OTHER } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const { error, response } = await t.supabase.functions.invoke('send-contact-email', { body: contactPayload() });
    expect(error).toBeNull();
    expect(response?.headers.get('access-control-allow-origin')).toBe('*');
  });
});
