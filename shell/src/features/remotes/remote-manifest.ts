import { remoteEntryAddress } from '@meitheal/federation';
import * as z from 'zod/mini';

// The part of a remote's mf-manifest.json the shell needs: where its entry is.
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().check(z.minLength(1)), path: z.string() }),
    publicPath: z.optional(z.string()),
  }),
});

/**
 * Reads a remote's manifest and answers the address of its `remoteEntry.js`.
 * `fresh` skips the HTTP cache, for a Retry after a failed load.
 */
export async function remoteEntryUrl(manifestUrl: string, { fresh = false } = {}): Promise<string> {
  const manifestAddress = new URL(manifestUrl, window.location.href);
  const response = await fetch(manifestAddress, fresh ? { cache: 'no-cache' } : {});
  if (!response.ok) throw new Error(`The remote's manifest could not be loaded (${response.status}).`);
  const parsed = manifestSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`The remote's manifest is not one the shell can read: ${z.prettifyError(parsed.error)}`);
  return remoteEntryAddress(manifestAddress, parsed.data.metaData).href;
}
