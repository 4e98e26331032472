// Logistics planning assistant: the evaluation set's score and reply latency
// (p50/p95) on an embedded PGlite database with no network (live reads fail
// at once, as offline); and the owners' own questions, scored on what the
// brief leads with, and the situations (wrong area, figures, follow-ups, dates).
// It opens with the development score (every development set, whole cases)
// beside the held-out score.
import { runPlanningHeldOut, runVisitorSet, visitorSets } from '../../supabase/functions/logistics-planning-areas/evaluation/held-out.ts';
import {
  runCoverageEvaluation,
  runLeadEvaluation,
  runPlanningEvaluation,
} from '../../supabase/functions/logistics-planning-areas/evaluation/run.ts';
import { scoreLines, scoreVisitorSets, tally, visitorSetLines } from './evaluation-scores.ts';

export async function benchLogistics(): Promise<string[]> {
  const result = await runPlanningEvaluation();
  const misses = result.results.filter((r) => r.missing.length > 0);
  const { visitor, situations } = await runLeadEvaluation();
  const coverage = await runCoverageEvaluation();
  const visitorScores = await scoreVisitorSets(visitorSets, (cases) => runVisitorSet(cases));
  const leadMisses = [...visitor.results, ...situations.results, ...coverage.results].filter((r) => !r.hit);
  return [
    ...scoreLines(
      'logistics chat',
      tally(result, visitor, situations, coverage, ...visitorScores.map(({ score }) => score)),
      await runPlanningHeldOut(),
    ),
    `Logistics brief evaluation score: ${(result.score * 100).toFixed(1)}% over ${result.cases} questions (target 90%)`,
    `Logistics reply latency, no network: p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms (target p95 < 300 ms)`,
    `Logistics, owners' own words: key fact in the first two sentences for ${(visitor.score * 100).toFixed(1)}% of ${visitor.cases} questions (target 90%)`,
    `Logistics situations (wrong area, figures, follow-ups, dates): ${(situations.score * 100).toFixed(1)}% of ${situations.cases} cases (target 95%)`,
    ...visitorScores.flatMap((visitor) => visitorSetLines('Logistics', visitor)),
    ...misses.map((miss) => `  missed ${miss.missing.join(', ')} in: ${miss.question}`),
    ...leadMisses.map((miss) => `  missed ${miss.problems.join('; ')} in: [${miss.area}] ${miss.question}`),
  ];
}
