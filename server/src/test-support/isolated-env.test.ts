import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../env.ts';
import { isolatedServerEnv } from './isolated-env.ts';

afterEach(() => vi.unstubAllEnvs());

describe('isolatedServerEnv', () => {
  it("never passes on a developer's database, mail server or contact address", () => {
    vi.stubEnv('DATABASE_URL', 'postgres://me@db.example.ie/production');
    vi.stubEnv('SMTP_URL', 'smtp://mail.example.ie');
    vi.stubEnv('CONTACT_EMAIL', 'me@example.ie');
    vi.stubEnv('SUPABASE_DB_URL', 'postgres://me@db.example.ie/production');
    const env = isolatedServerEnv({ PORT: '9999' });
    const config = loadConfig(env);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.contactEmail).toBe('hello@meitheal.ie');
    expect(config.port).toBe(9999);
    expect(env['SUPABASE_DB_URL']).toBe('');
  });

  it("keeps the rest of the shell's environment (PATH) and the test's own values", () => {
    const env = isolatedServerEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test_x' });
    expect(env['PATH']).toBe(process.env['PATH']);
    expect(loadConfig(env).databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test_x');
  });
});
