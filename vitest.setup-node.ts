import { afterAll } from 'vitest';
import { stopTrustingLocalServerAddressHeader } from './supabase/functions/_shared/client-address.ts';

// The Node tests share a worker process from file to file (isolate: false in vitest.config.ts): each file's own
// changes to the environment (RATE_LIMITS=off for an evaluation, SITE_ORIGINS for a CORS check) end with it, so
// no file sees another's settings, whichever order the workers take them in. So does the trust a local server puts
// in its own address header: a file that starts none reads addresses as hosted Supabase does.
const environment = { ...process.env };

afterAll(() => {
  stopTrustingLocalServerAddressHeader();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
