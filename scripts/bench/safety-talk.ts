// Safety talk generator: how much of the evaluation set's expected topics the
// talks cover, and how long one generation takes on a local PGlite database.
// It opens with the development score (the evaluation and coverage cases and
// every visitor set, whole cases) beside the held-out score.
import { runSafetyHeldOut, runVisitorSet, visitorSets } from '../../supabase/functions/generate-safety-talk/evaluation/held-out.ts';
import { coverageCases, runSafetyEvaluation } from '../../supabase/functions/generate-safety-talk/evaluation/run.ts';
import { scoreLines, scoreVisitorSets, tally, visitorSetLines } from './evaluation-scores.ts';

export async function benchSafetyTalk(): Promise<string[]> {
  const result = await runSafetyEvaluation();
  const coverage = await runSafetyEvaluation(undefined, coverageCases);
  const visitorScores = await scoreVisitorSets(visitorSets, runVisitorSet);
  const misses = [...result.results, ...coverage.results].filter((r) => r.missing.length > 0);
  return [
    ...scoreLines('safety talks', tally(result, coverage, ...visitorScores.map(({ score }) => score)), await runSafetyHeldOut()),
    `Safety talk topic coverage: ${(result.coverage * 100).toFixed(1)}% over ${result.cases} cases (target 90%)`,
    `Safety talk generation latency: ${result.meanLatencyMs.toFixed(1)} ms mean`,
    ...visitorScores.flatMap((visitor) => visitorSetLines('Safety talks', visitor)),
    ...misses.map((miss) => `  missed ${miss.missing.join(', ')} in: ${miss.description}`),
  ];
}
