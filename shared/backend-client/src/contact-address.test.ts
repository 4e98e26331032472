import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function contactEmailWith(fetchConfig: () => Promise<Response>): Promise<string> {
  vi.stubGlobal('fetch', vi.fn(fetchConfig));
  const { getContactEmail } = await import('./contact-address');
  return getContactEmail();
}

describe('getContactEmail', () => {
  it("gives the operator's address from /config.json", async () => {
    const config = {
      supabaseUrl: 'https://example.supabase.co',
      supabaseAnonKey: 'anon',
      contactEmail: 'team@meitheal.ie',
      remotes: {},
    };
    expect(await contactEmailWith(async () => Response.json(config))).toBe('team@meitheal.ie');
  });

  it('falls back to the default address when the configuration cannot be loaded', async () => {
    const { DEFAULT_CONTACT_EMAIL } = await import('./default-contact-email');
    expect(await contactEmailWith(async () => new Response('missing', { status: 404 }))).toBe(DEFAULT_CONTACT_EMAIL);
    expect(DEFAULT_CONTACT_EMAIL).toBe('hello@meitheal.ie');
  });
});
