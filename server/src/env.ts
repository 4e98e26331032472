// Every setting the server reads from the environment, validated in one place
// so a typo fails at start with a readable message instead of at first use.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTACT_EMAIL } from '@meitheal/backend-client/default-contact-email';
import { z } from 'zod';
import { parseOriginList } from '../../supabase/functions/_shared/cors.ts';
import { REMOTE_NAMES, remoteUrlEnvName, type RemoteName } from './site/remotes.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Not a secret: it only identifies the local development stand-in. */
export const DEVELOPMENT_ANON_KEY = 'meitheal-local-development-anon-key';

export interface AnalyticsConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  adsConversionLabel?: string;
}

export interface ServerConfig {
  port: number;
  /** The site's public origin; when absent it is taken from each request. */
  publicUrl?: string;
  /** The backend's origin when it is not this server (hosted Supabase); unset means same origin. */
  supabaseUrl?: string;
  anonKey: string;
  contactEmail: string;
  analytics: AnalyticsConfig;
  /** Overrides of the default same-origin remote manifest URLs. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  /** Origins whose pages may call the API (SITE_ORIGINS); empty means PUBLIC_URL's, or any in local development (cors.ts). */
  siteOrigins: string[];
  /** Believe X-Forwarded-* headers (only behind our own proxy). */
  trustProxy: boolean;
  rateLimits: boolean;
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['', '0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(value), {
    message: 'use on/off, true/false, yes/no or 1/0',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const optionalText = z.string().trim().min(1).optional();
const url = z.url({ error: 'must be a full URL' });

// Origins only: a page's origin is what browsers send, so a path or a `*`
// here is a mistake to report at start rather than a silently dead entry.
const originList = z.string().transform((value, ctx) => {
  const { origins, invalid } = parseOriginList(value);
  if (invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an origin (scheme, host and port only, e.g. https://www.meitheal.ie): ${invalid.join(', ')}`,
    });
    return z.NEVER;
  }
  return origins;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  PUBLIC_URL: url.optional(),
  SUPABASE_URL: url.optional(),
  SUPABASE_ANON_KEY: optionalText,
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(DEFAULT_CONTACT_EMAIL),
  GA_MEASUREMENT_ID: optionalText,
  ADS_CONVERSION_ID: optionalText,
  ADS_CONVERSION_LABEL: optionalText,
  DATABASE_URL: url.optional(),
  DATA_DIR: optionalText,
  SMTP_URL: url.optional(),
  SITE_ORIGINS: originList.optional(),
  TRUST_PROXY: flag.default(false),
  RATE_LIMITS: flag.default(true),
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlEnvName(name), url.optional()])),
});

/** Every variable the server reads: what a test server must not inherit from a developer's shell. */
export const SERVER_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty variables (FOO= in a .env file) mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment settings:\n  ${problems.join('\n  ')}`);
  }
  const e = result.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = e[remoteUrlEnvName(name)];
    if (value) remoteUrls[name] = value;
  }
  return {
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    supabaseUrl: e.SUPABASE_URL?.replace(/\/+$/, ''),
    anonKey: e.SUPABASE_ANON_KEY ?? DEVELOPMENT_ANON_KEY,
    contactEmail: e.CONTACT_EMAIL,
    analytics: {
      gaMeasurementId: e.GA_MEASUREMENT_ID,
      adsConversionId: e.ADS_CONVERSION_ID,
      adsConversionLabel: e.ADS_CONVERSION_LABEL,
    },
    remoteUrls,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR ?? resolve(REPO_ROOT, '.data/pglite')),
    smtpUrl: e.SMTP_URL,
    siteOrigins: e.SITE_ORIGINS ?? [],
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
  };
}
