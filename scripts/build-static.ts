// `npm run build:static`: after `npm run build`, writes dist-static/ (or the
// folder given) for one environment, from the same variables the server reads:
//   PUBLIC_URL=https://www.meitheal.ie SUPABASE_URL=https://<ref>.supabase.co \
//   SUPABASE_ANON_KEY=... npm run build:static [-- <out-dir>]
// Upload the folder to any static host that reads _headers and _redirects
// (Netlify, Cloudflare Pages) or apply the same rules on your CDN.
import { join } from 'node:path';
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
