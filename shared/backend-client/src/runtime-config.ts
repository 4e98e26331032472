import * as z from 'zod/mini';

// Operator settings arrive at run time from /config.json, so one build can be
// deployed anywhere; nothing here is baked into a bundle.
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  contactEmail: z.email(),
  remotes: z.record(z.string(), z.url()),
  analytics: z._default(
    z.object({
      gaMeasurementId: z.optional(z.string()),
      adsConversionId: z.optional(z.string()),
      adsConversionLabel: z.optional(z.string()),
    }),
    {},
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let pending: Promise<RuntimeConfig> | undefined;

/** Fetches and validates /config.json once per page; a failed load may be retried. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  pending ??= fetchConfig(url).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Site configuration could not be loaded (${response.status}).`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Site configuration is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
