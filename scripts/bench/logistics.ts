// Logistics planning assistant: the evaluation set's score and reply latency
// (p50/p95) on an embedded PGlite database with no network (live reads fail
// at once, as offline).
import { runPlanningEvaluation } from '../../supabase/functions/logistics-planning-areas/evaluation/run.ts';

export async function benchLogistics(): Promise<string[]> {
  const result = await runPlanningEvaluation();
  const misses = result.results.filter((r) => r.missing.length > 0);
  return [
    `Logistics brief evaluation score: ${(result.score * 100).toFixed(1)}% over ${result.cases} questions (target 90%)`,
    `Logistics reply latency, no network: p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms (target p95 < 300 ms)`,
    ...misses.map((miss) => `  missed ${miss.missing.join(', ')} in: ${miss.question}`),
  ];
}
