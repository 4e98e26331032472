// Safety talk generator: how much of the evaluation set's expected topics the
// talks cover, and how long one generation takes on a local PGlite database.
import { runSafetyEvaluation } from '../../supabase/functions/generate-safety-talk/evaluation/run.ts';

export async function benchSafetyTalk(): Promise<string[]> {
  const result = await runSafetyEvaluation();
  const misses = result.results.filter((r) => r.missing.length > 0);
  return [
    `Safety talk topic coverage: ${(result.coverage * 100).toFixed(1)}% over ${result.cases} cases (target 90%)`,
    `Safety talk generation latency: ${result.meanLatencyMs.toFixed(1)} ms mean`,
    ...misses.map((miss) => `  missed ${miss.missing.join(', ')} in: ${miss.description}`),
  ];
}
