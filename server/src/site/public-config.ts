// /config.json: what the browser needs to find its backend, the remotes and
// analytics. Built per request so one build runs on any host name.
import type { ServerConfig } from '../env.ts';
import { REMOTE_NAMES, type RemoteName } from './remotes.ts';

export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  contactEmail: string;
  remotes: Record<RemoteName, string>;
  analytics: { gaMeasurementId?: string; adsConversionId?: string; adsConversionLabel?: string };
}

export function buildPublicConfig(config: ServerConfig, origin: string): PublicConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? `${origin}/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const analytics = Object.fromEntries(Object.entries(config.analytics).filter(([, value]) => value));
  return {
    supabaseUrl: config.supabaseUrl ?? origin,
    supabaseAnonKey: config.anonKey,
    contactEmail: config.contactEmail,
    remotes,
    analytics,
  };
}
