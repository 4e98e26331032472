// Functions run on Deno (hosted Supabase) and on Node (the local server), so
// they read settings through this one helper instead of `process.env` or
// `Deno.env` directly.
type DenoEnv = { env: { get(name: string): string | undefined } };

export function readEnv(name: string): string | undefined {
  const deno = (globalThis as unknown as { Deno?: DenoEnv }).Deno;
  if (deno?.env) return deno.env.get(name);
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
}
