// Browsers call the functions from the site's origin through supabase-js,
// which sends these headers; Content-Range must be exposed for counts.
export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, accept-profile, prefer, x-retry-count',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-expose-headers': 'Content-Range',
};
