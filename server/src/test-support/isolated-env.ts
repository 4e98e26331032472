// The environment for a server a test starts. A developer's shell may hold
// DATABASE_URL, SMTP_URL or CONTACT_EMAIL for real use: a test server must
// never write test rows to that database or send real mail, so every variable
// the server reads is blanked (empty means unset) before the test's own values.
import { SERVER_VARIABLES } from '../env.ts';

/** Variables the functions read directly (on hosted Supabase) that the server does not. */
const FUNCTION_VARIABLES = ['SUPABASE_DB_URL'];

export function isolatedServerEnv(own: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const blanked = Object.fromEntries([...SERVER_VARIABLES, ...FUNCTION_VARIABLES].map((name) => [name, '']));
  return { ...inherited, ...blanked, ...own };
}
