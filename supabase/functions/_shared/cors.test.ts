// Which origins get an Access-Control-Allow-Origin, on preflights and on real
// answers, and where the list comes from on Deno and on Node.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ANY_ORIGIN,
  corsPolicyFromEnv,
  DEFAULT_SITE_ORIGIN,
  normaliseOrigin,
  onlyOrigins,
  parseOriginList,
  preflightResponse,
  withCors,
} from './cors.ts';
import { defineFunction } from './http.ts';

const SITE = 'https://www.meitheal.ie';
const OTHER = 'https://evil.example';

function request(method: string, origin?: string): Request {
  return new Request('http://localhost/functions/v1/echo', {
    method,
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify({ name: 'Aoife' }) } : {}),
  });
}

afterEach(() => {
  delete process.env.SITE_ORIGINS;
  delete process.env.PUBLIC_URL;
  delete process.env.RATE_LIMITS;
  vi.unstubAllGlobals();
});

describe('origins', () => {
  it('normalises what browsers send and refuses what is not an origin', () => {
    expect(normaliseOrigin('https://WWW.Meitheal.ie:443/')).toBe(SITE);
    expect(normaliseOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    for (const bad of ['*', 'null', 'www.meitheal.ie', 'https://www.meitheal.ie/contact', 'ftp://x.ie', 'https://x.ie/?a=1']) {
      expect(normaliseOrigin(bad), bad).toBeUndefined();
    }
  });

  it('splits SITE_ORIGINS on commas, dropping blanks and repeats, and keeps bad entries apart', () => {
    expect(parseOriginList(` ${SITE}/, https://meitheal.ie ,,${SITE}, *`)).toEqual({
      origins: [SITE, 'https://meitheal.ie'],
      invalid: ['*'],
    });
  });
});

describe('withCors and preflightResponse', () => {
  const policy = onlyOrigins([SITE]);

  it('names an allowed origin, with Vary: Origin added to what was there', () => {
    const response = withCors(policy, request('POST', SITE), new Response('{}', { headers: { vary: 'Accept-Encoding' } }));
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('gives another origin, or none, no allow-origin header, removing one set earlier', () => {
    for (const origin of [OTHER, undefined, 'null']) {
      const earlier = new Response('{}', { headers: { 'access-control-allow-origin': '*' } });
      const response = withCors(policy, request('POST', origin), earlier);
      expect(response.headers.get('access-control-allow-origin'), String(origin)).toBeNull();
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('answers any origin with * in local development', () => {
    const response = withCors(ANY_ORIGIN, request('POST', OTHER), new Response('{}'));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an allowed preflight 204 and refuses another origin with a 403 that says why', async () => {
    const allowed = preflightResponse(policy, request('OPTIONS', SITE));
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');

    const refused = preflightResponse(policy, request('OPTIONS', OTHER));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Origin');
    expect((await refused.json()).error).toMatch(/https:\/\/evil\.example may not call this API.*SITE_ORIGINS/);

    // A tool without Origin is no browser: nothing to refuse.
    expect(preflightResponse(policy, request('OPTIONS')).status).toBe(204);
  });
});

describe('corsPolicyFromEnv', () => {
  it('takes SITE_ORIGINS first, then PUBLIC_URL, and on Node with neither allows any origin', () => {
    expect(corsPolicyFromEnv()).toEqual(ANY_ORIGIN);
    process.env.PUBLIC_URL = 'https://site.example/';
    expect(corsPolicyFromEnv()).toEqual(onlyOrigins(['https://site.example']));
    process.env.SITE_ORIGINS = `${SITE},https://meitheal.ie`;
    expect(corsPolicyFromEnv()).toEqual(onlyOrigins([SITE, 'https://meitheal.ie']));
  });

  it('never allows any origin on hosted Supabase (Deno): the production site by default', () => {
    vi.stubGlobal('Deno', { version: { deno: '2.1.0' }, env: { get: (name: string) => process.env[name] } });
    expect(corsPolicyFromEnv()).toEqual(onlyOrigins([DEFAULT_SITE_ORIGIN]));
    process.env.SITE_ORIGINS = 'https://staging.meitheal.ie';
    expect(corsPolicyFromEnv()).toEqual(onlyOrigins(['https://staging.meitheal.ie']));
  });

  it('ignores entries that are not origins, saying so once, and falls back when none is left', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    process.env.SITE_ORIGINS = '*, www.site.example';
    process.env.PUBLIC_URL = SITE;
    expect(corsPolicyFromEnv()).toEqual(onlyOrigins([SITE]));
    process.env.SITE_ORIGINS = '*,  www.site.example';
    corsPolicyFromEnv();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/ignoring "\*", "www\.site\.example"/);
  });
});

describe('a function built with defineFunction', () => {
  const echo = defineFunction({
    name: 'cors-echo',
    schema: z.object({ name: z.string() }),
    async handle(body) {
      if (body.name === 'stream') return new Response('data: x\n\n', { headers: { 'content-type': 'text/event-stream' } });
      return { hello: body.name };
    },
  });

  it('answers preflights and real requests only for the configured origins', async () => {
    process.env.RATE_LIMITS = 'off';
    process.env.SITE_ORIGINS = SITE;
    const preflight = await echo(request('OPTIONS', OTHER));
    expect(preflight.status).toBe(403);

    const fromSite = await echo(request('POST', SITE));
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(fromSite.headers.get('vary')).toContain('Origin');

    // Served (CORS binds only the browser, which then withholds the answer), but not shared.
    const fromOther = await echo(request('POST', OTHER));
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts the headers on a Response of the handler’s own too', async () => {
    process.env.RATE_LIMITS = 'off';
    process.env.SITE_ORIGINS = SITE;
    const streamed = await echo(
      new Request('http://localhost/x', { method: 'POST', headers: { origin: SITE }, body: JSON.stringify({ name: 'stream' }) }),
    );
    expect(streamed.headers.get('content-type')).toBe('text/event-stream');
    expect(streamed.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
