// Build settings every bundle that contains the Supabase client shares (the
// shell's, each remote's and the component tests'), so the client is the same
// slim one everywhere. See docs/decisions/0008-slim-supabase-client.md.
import { fileURLToPath } from 'node:url';

const part = (file) => fileURLToPath(new URL(`./src/unused-supabase-parts/${file}`, import.meta.url));

/**
 * `resolve.alias` entries that replace the parts of supabase-js the site never
 * uses (sign-in, realtime channels, storage buckets: about three quarters of
 * its size) with small modules that throw a clear error if they ever are.
 * Table reads and function calls are untouched.
 */
export function slimSupabaseAliases() {
  return [
    { find: /^@supabase\/auth-js$/, replacement: part('auth-js.ts') },
    { find: /^@supabase\/realtime-js$/, replacement: part('realtime-js.ts') },
    { find: /^@supabase\/storage-js$/, replacement: part('storage-js.ts') },
  ];
}
