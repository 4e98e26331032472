// What every function's contract shares: the one shape of a source the demos
// list, which path wrote an answer, and the small text rules the requests use.
// Like each function's contract.ts it imports only zod/mini, so the browser,
// Node and Deno all load it; browser code may import files named contract.ts
// under supabase/functions and nothing else there.
import * as z from 'zod/mini';

/**
 * Builds a schema when the module loads. Contracts wrap their schemas in it
 * because it is marked free of side effects, which zod/mini's own builders
 * are only in line comments the site's bundler does not read: a page that
 * imports a contract for its limits or its response schema then ships none of
 * the schemas it never uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineSchema<Schema>(build: () => Schema): Schema {
  return build();
}

/** A web address the page may link to: http or https only. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * One source behind an answer, the same in all four demos: our knowledge base
 * (kind 'knowledge'), a page read today (kind 'live'), or the visitor's own
 * document (kind 'document'). `asOf` is the ISO date the source was
 * published or we last checked it; `url` is absent when there is no page to
 * link to (a printed Act, or the visitor's upload).
 */
export const sourceSchema = defineSchema(() =>
  z.object({
    title: z.string(),
    publisher: z.string(),
    // A link we cannot trust is shown as text rather than dropped with its source.
    url: z.catch(z.optional(z.string().check(z.refine(isWebAddress))), undefined),
    asOf: z.string(),
    kind: z.enum(['knowledge', 'live', 'document']),
  }),
);

export type Source = z.infer<typeof sourceSchema>;

/** Which path wrote an answer's words: a configured language model, or our own composer. */
export const generatedBySchema = defineSchema(() => z.enum(['model', 'offline']));
export type GeneratedBy = z.infer<typeof generatedBySchema>;

/**
 * As a page reads it: an answer from a function that predates the field, or
 * with a value this page does not know, counts as composed by us, so the page
 * never claims a model wrote what it did not.
 */
export const readGeneratedBy = defineSchema(() => z.catch(generatedBySchema, 'offline'));

/** Required text: trimmed, then at least one and at most `max` characters, with the messages a person reads. */
// Marked free of side effects, like zod/mini's own builders, so a page that
// never uses a request schema does not ship it.
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max: number, emptyMessage: string, tooLongMessage: string) {
  return z.string({ error: emptyMessage }).check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(max, tooLongMessage));
}
