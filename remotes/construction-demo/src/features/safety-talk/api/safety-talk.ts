// The two backend calls of the page: the generate-safety-talk function, read
// by its own contract, and the row count of the safety knowledge base.
import { getSupabase, invokeFunction } from '@meitheal/backend-client';
import { safetyTalkResponseSchema, type SafetyTalk } from './contract';

export { MAX_SUMMARY_LENGTH, type SafetyTalk, type TalkingPoint } from './contract';

/** Asks for a talk; a malformed answer counts as a failure, like a failed call. */
export async function requestSafetyTalk(summary: string): Promise<SafetyTalk> {
  const response = await invokeFunction<unknown>('generate-safety-talk', { summary, debug: false });
  const parsed = safetyTalkResponseSchema.safeParse(response);
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
