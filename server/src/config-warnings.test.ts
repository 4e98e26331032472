import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './env.ts';

afterEach(() => vi.resetModules());

describe('configuration warnings', () => {
  it('warns when an https site runs without TRUST_PROXY or with the development key', async () => {
    const { configurationWarnings } = await import('./config-warnings.ts');
    const warnings = configurationWarnings(loadConfig({ PUBLIC_URL: 'https://www.meitheal.ie' }));
    expect(warnings).toEqual([
      expect.stringMatching(/TRUST_PROXY is off.*shares the proxy's address/),
      expect.stringMatching(/development key/),
    ]);
  });

  it('stays quiet for a correctly configured production server and for local development', async () => {
    const { configurationWarnings } = await import('./config-warnings.ts');
    expect(
      configurationWarnings(loadConfig({ PUBLIC_URL: 'https://www.meitheal.ie', TRUST_PROXY: 'on', SUPABASE_ANON_KEY: 'real-key' })),
    ).toEqual([]);
    expect(configurationWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns once when forwarded requests arrive without TRUST_PROXY, and never with it', async () => {
    const { warnOnUntrustedForwarding } = await import('./config-warnings.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const forwarded = () => new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.1' } });
    warnOnUntrustedForwarding(forwarded(), true);
    expect(warn).not.toHaveBeenCalled();
    warnOnUntrustedForwarding(new Request('http://localhost/'), false);
    expect(warn).not.toHaveBeenCalled();
    warnOnUntrustedForwarding(forwarded(), false);
    warnOnUntrustedForwarding(forwarded(), false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/set TRUST_PROXY=on/);
  });
});
