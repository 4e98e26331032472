import { afterAll } from 'vitest';

// The Node tests share a worker process from file to file (isolate: false in vitest.config.ts): each file's own
// changes to the environment (RATE_LIMITS=off for an evaluation, SITE_ORIGINS for a CORS check) end with it, so
// no file sees another's settings, whichever order the workers take them in.
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
