// The two backend calls of the page: the generate-safety-talk function, read
// by its own contract, and the row count of the safety knowledge base.
import { getSupabase, invokeFunction } from '@meitheal/backend-client';
import { readAnswer } from '@meitheal/ui/demo-kit';
import { safetyTalkResponseSchema, type SafetyTalk } from './contract';

export { MAX_SUMMARY_LENGTH, type SafetyTalk } from './contract';

/** Asks for a talk; an answer its contract does not describe counts as a failure, like a failed call. */
export async function requestSafetyTalk(summary: string): Promise<SafetyTalk> {
  const response = await invokeFunction<unknown>('generate-safety-talk', { summary, debug: false });
  return readAnswer(safetyTalkResponseSchema, response, 'safety talk service');
}

/** How many topics the knowledge base holds; only the count travels, not the rows. */
export async function countSafetyContent(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase.from('safety_content').select('id, document_id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? 0;
}
