import type { SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig } from './runtime-config';

declare global {
  // Counts clients made in this page, so a test can prove there is exactly one.
  var __meithealSupabaseClients: number | undefined;
}

let pending: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client of the page. This module is a federation singleton,
 * so the shell and every remote share the same instance. supabase-js is
 * loaded on first use to keep it off the marketing pages' critical path.
 */
export function getSupabase(): Promise<SupabaseClient> {
  pending ??= createClientFromConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function createClientFromConfig(): Promise<SupabaseClient> {
  const [config, { createClient }] = await Promise.all([loadRuntimeConfig(), import('@supabase/supabase-js')]);
  // No visitor signs in: every call carries only the anon key. Saying so with
  // `accessToken` keeps supabase-js from making its auth client, which lets
  // the build leave auth-js out (docs/decisions/0008-slim-supabase-client.md).
  const client = createClient(config.supabaseUrl, config.supabaseAnonKey, { accessToken: async () => null });
  globalThis.__meithealSupabaseClients = (globalThis.__meithealSupabaseClients ?? 0) + 1;
  return client;
}
