// Irish tax navigator: how many evaluation questions the guidance gets right
// (every required fact present, or an honest 'not covered'), and how long one
// answer takes on a local PGlite database (target p95 under 100 ms).
import { runTaxEvaluation } from '../../supabase/functions/generate-tax-guidance/evaluation/run.ts';

export async function benchTaxGuidance(): Promise<string[]> {
  const result = await runTaxEvaluation();
  const misses = result.results.filter((r) => !r.hit);
  return [
    `Tax guidance score: ${(result.score * 100).toFixed(1)}% of ${result.cases} questions (target 95%)`,
    `Tax guidance latency: p50 ${result.latency.p50.toFixed(1)} ms, p95 ${result.latency.p95.toFixed(1)} ms (target p95 < 100 ms)`,
    ...misses.map((miss) => `  missed: ${miss.question} (${miss.problems.join('; ')})`),
  ];
}
