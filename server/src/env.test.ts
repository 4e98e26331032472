import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ANON_KEY, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      anonKey: DEVELOPMENT_ANON_KEY,
      contactEmail: 'hello@meitheal.ie',
      trustProxy: false,
      rateLimits: true,
      remoteUrls: {},
      analytics: {},
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('reads remote overrides, flags and analytics ids, ignoring empty values', () => {
    const config = loadConfig({
      REMOTE_CONSTRUCTION_DEMO_URL: 'https://cdn.example.com/cd/mf-manifest.json',
      RATE_LIMITS: 'off',
      TRUST_PROXY: 'true',
      GA_MEASUREMENT_ID: 'G-1',
      SMTP_URL: '',
      PUBLIC_URL: 'https://meitheal.ie/',
    });
    expect(config.remoteUrls).toEqual({ 'construction-demo': 'https://cdn.example.com/cd/mf-manifest.json' });
    expect(config).toMatchObject({ rateLimits: false, trustProxy: true, publicUrl: 'https://meitheal.ie' });
    expect(config.analytics.gaMeasurementId).toBe('G-1');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads SITE_ORIGINS as normalised origins and refuses anything else by name', () => {
    expect(loadConfig({}).siteOrigins).toEqual([]);
    expect(loadConfig({ SITE_ORIGINS: 'https://WWW.meitheal.ie/, http://localhost:4173' }).siteOrigins).toEqual([
      'https://www.meitheal.ie',
      'http://localhost:4173',
    ]);
    expect(() => loadConfig({ SITE_ORIGINS: 'https://www.meitheal.ie, *, meitheal.ie' })).toThrow(
      /SITE_ORIGINS: not an origin .*: \*, meitheal\.ie/,
    );
  });

  it('names every bad setting in one readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty', CONTACT_EMAIL: 'nobody', RATE_LIMITS: 'maybe' })).toThrow(
      /PORT[\s\S]*CONTACT_EMAIL: must be an e-mail address[\s\S]*RATE_LIMITS: use on\/off/,
    );
  });
});
