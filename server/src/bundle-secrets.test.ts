// No service key may reach the browser: the built shell and remotes are
// searched for anything that grants more than the anon key does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from './app-server.ts';
import { REMOTE_NAMES } from './site/remotes.ts';

const BUILT = [DEFAULT_PATHS.shellDist, ...REMOTE_NAMES.map((name) => join(DEFAULT_PATHS.remotesDir, name, 'dist'))].filter((dir) =>
  existsSync(dir),
);

// A secret key itself, not supabase-js's check for the prefix. A Supabase
// service JWT carries "role":"service_role" in its base64 payload.
const FORBIDDEN = [
  /service_role/i,
  /SERVICE_ROLE_KEY/,
  /sb_secret_[A-Za-z0-9_-]{16,}/,
  /eyJyb2xlIjoic2VydmljZV9yb2xl/,
  /postgres(ql)?:\/\/[^\s"'`]*@/,
];

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|html|json|css|map)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

if (BUILT.length === 0) console.warn('Bundle secret scan skipped: nothing is built yet (run npm run build).');

describe.skipIf(BUILT.length === 0)('built browser assets', () => {
  it('contain no service key, secret key or database URL', () => {
    const secret = process.env.SUPABASE_SERVICE_ROLE_KEY;
    const leaks: string[] = [];
    for (const file of BUILT.flatMap(builtFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of FORBIDDEN) if (pattern.test(text)) leaks.push(`${file}: ${pattern}`);
      if (secret && text.includes(secret)) leaks.push(`${file}: the SUPABASE_SERVICE_ROLE_KEY value`);
    }
    expect(leaks).toEqual([]);
  });
});
