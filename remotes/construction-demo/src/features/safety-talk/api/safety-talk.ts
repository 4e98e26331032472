// The two backend calls of the page (spec section 7): the generate-safety-talk
// function and the row count of the safety knowledge base.
import { getSupabase, invokeFunction } from '@meitheal/backend-client';
import * as z from 'zod/mini';

/** The function's limit; the text area enforces the same. */
export const MAX_SUMMARY_LENGTH = 4000;

const talkingPointSchema = z.object({ point: z.string(), detail: z.string() });

const safetyTalkSchema = z.object({
  talking_points: z.array(talkingPointSchema).check(z.minLength(1)),
  sources: z._default(z.array(z.object({ name: z.string(), publisher: z.string(), as_of: z.string() })), []),
  error: z.optional(z.string()),
});

export type TalkingPoint = z.infer<typeof talkingPointSchema>;
export type SafetyTalk = z.infer<typeof safetyTalkSchema>;

/** Asks for a talk; a malformed answer counts as a failure, like a failed call. */
export async function requestSafetyTalk(summary: string): Promise<SafetyTalk> {
  const response = await invokeFunction<unknown>('generate-safety-talk', { summary, debug: false });
  const parsed = safetyTalkSchema.safeParse(response);
  if (!parsed.success) throw new Error('The safety talk service sent an answer we could not read.');
  return parsed.data;
}

/** How many topics the knowledge base holds; only the count travels, not the rows. */
export async function countSafetyContent(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('safety_content')
    .select('id, document_id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? 0;
}
