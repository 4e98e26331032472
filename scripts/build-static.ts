// `npm run build:static`: after `npm run build`, writes dist-static/ (or the
// folder given) for one environment, from the same variables the server reads:
//   PUBLIC_URL=https://www.meitheal.ie SUPABASE_URL=https://<ref>.supabase.co \
//   SUPABASE_ANON_KEY=... npm run build:static [-- <out-dir>]
// (SITE_ORIGINS=... adds other addresses of the site to the printed
// `supabase secrets set SITE_ORIGINS=...` line.)
// Upload the folder to any static host that reads _headers and _redirects
// (Netlify, Cloudflare Pages) or apply the same rules on your CDN.
import { join } from 'node:path';
import { DEFAULT_SITE_ORIGIN, normaliseOrigin } from '../supabase/functions/_shared/cors.ts';
import { DEFAULT_PATHS } from '../server/src/app-server.ts';
import { loadConfig, REPO_ROOT } from '../server/src/env.ts';
import { assembleStaticSite } from '../server/src/static-site/assemble.ts';

const config = loadConfig();
if (!config.publicUrl) throw new Error('Set PUBLIC_URL to the site origin, e.g. https://www.meitheal.ie.');
if (!config.supabaseUrl) console.warn('SUPABASE_URL is unset: the browser will look for the backend on the site origin itself.');
const outDir = process.argv[2] ?? join(REPO_ROOT, 'dist-static');
const copied = await assembleStaticSite({
  config,
  siteOrigin: config.publicUrl,
  shellDist: DEFAULT_PATHS.shellDist,
  remotesDir: DEFAULT_PATHS.remotesDir,
  outDir,
});
console.log(`Wrote ${outDir}: the shell, ${copied.length} remote(s) under /remotes/, config.json, _headers and _redirects.`);
// The functions answer CORS only for the site's own origins, and on hosted
// Supabase they learn those from a secret, not from this build.
const siteOrigins = [...new Set([normaliseOrigin(config.publicUrl) ?? config.publicUrl, ...config.siteOrigins])];
console.log(
  `On hosted Supabase, let these pages call the functions (once, and whenever the site's addresses change):\n` +
    `  supabase secrets set SITE_ORIGINS=${siteOrigins.join(',')}\n` +
    `(add any other address that serves the site, e.g. a preview host, comma-separated; unset, the functions answer only ${DEFAULT_SITE_ORIGIN})`,
);
