// Safety talk generator: how much of the evaluation set's expected topics the
// talks cover, and how long one generation takes on a local PGlite database.
// It opens with the development score (the evaluation and coverage cases and
// the second, third and fourth visitor sets, whole cases) beside the held-out score.
import {
  runSafetyHeldOut,
  runVisitorSet,
  secondVisitorCases,
  thirdVisitorCases,
  fourthVisitorCases,
} from '../../supabase/functions/generate-safety-talk/evaluation/held-out.ts';
import { coverageCases, runSafetyEvaluation } from '../../supabase/functions/generate-safety-talk/evaluation/run.ts';
import { scoreLines, tally } from './evaluation-scores.ts';

export async function benchSafetyTalk(): Promise<string[]> {
  const result = await runSafetyEvaluation();
  const coverage = await runSafetyEvaluation(undefined, coverageCases);
  const second = await runVisitorSet(secondVisitorCases);
  const third = await runVisitorSet(thirdVisitorCases);
  const fourth = await runVisitorSet(fourthVisitorCases);
  const misses = [...result.results, ...coverage.results].filter((r) => r.missing.length > 0);
  return [
    ...scoreLines('safety talks', tally(result, coverage, second, third, fourth), await runSafetyHeldOut()),
    `Safety talk topic coverage: ${(result.coverage * 100).toFixed(1)}% over ${result.cases} cases (target 90%)`,
    `Safety talk generation latency: ${result.meanLatencyMs.toFixed(1)} ms mean`,
    `Safety talks, a second set written without reading the knowledge (development since): ${second.passed} of ${second.cases}`,
    ...second.results.filter((r) => !r.hit).map((miss) => `  missed: ${miss.case} (${miss.problems.join('; ')})`),
    `Safety talks, a third set written unseen to direct general fixes (development): ${third.passed} of ${third.cases}`,
    ...third.results.filter((r) => !r.hit).map((miss) => `  missed: ${miss.case} (${miss.problems.join('; ')})`),
    `Safety talks, a fourth set written unseen to direct general fixes (development): ${fourth.passed} of ${fourth.cases}`,
    ...fourth.results.filter((r) => !r.hit).map((miss) => `  missed: ${miss.case} (${miss.problems.join('; ')})`),
    ...misses.map((miss) => `  missed ${miss.missing.join(', ')} in: ${miss.description}`),
  ];
}
