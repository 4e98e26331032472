/**
 * The error every part of supabase-js this site leaves out throws when used:
 * it names the part, so whoever reaches for it knows to revisit the decision
 * (docs/decisions/0008-slim-supabase-client.md) instead of chasing a TypeError.
 */
export function unusedPart(part: string): Error {
  return new Error(`supabase.${part} is not part of this site's Supabase client (docs/decisions/0008-slim-supabase-client.md).`);
}
