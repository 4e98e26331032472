// Irish tax navigator: how many evaluation questions the guidance gets right
// (every required fact present, or an honest 'not covered'), and how long one
// answer takes on a local PGlite database (target p95 under 100 ms); and the
// owners' own questions and the date cases, scored on what the answer leads with.
// It opens with the development score (every development set, whole cases)
// beside the held-out score.
import { runTaxHeldOut, runVisitorSet, visitorSets } from '../../supabase/functions/generate-tax-guidance/evaluation/held-out.ts';
import { coverageCases, runLeadEvaluation, runTaxEvaluation } from '../../supabase/functions/generate-tax-guidance/evaluation/run.ts';
import { scoreLines, scoreVisitorSets, tally, visitorSetLines } from './evaluation-scores.ts';

export async function benchTaxGuidance(): Promise<string[]> {
  const result = await runTaxEvaluation();
  const { visitor, dated } = await runLeadEvaluation();
  const coverage = await runTaxEvaluation(undefined, coverageCases);
  const visitorScores = await scoreVisitorSets(visitorSets, runVisitorSet);
  const misses = [...result.results, ...visitor.results, ...dated.results, ...coverage.results].filter((r) => !r.hit);
  return [
    ...scoreLines(
      'tax assistant',
      tally(result, visitor, dated, coverage, ...visitorScores.map(({ score }) => score)),
      await runTaxHeldOut(),
    ),
    `Tax guidance score: ${(result.score * 100).toFixed(1)}% of ${result.cases} questions (target 95%)`,
    `Tax guidance latency: p50 ${result.latency.p50.toFixed(1)} ms, p95 ${result.latency.p95.toFixed(1)} ms (target p95 < 100 ms)`,
    `Tax guidance, owners' own words: key fact in the first two sentences for ${(visitor.score * 100).toFixed(1)}% of ${visitor.cases} questions (target 90%)`,
    `Tax guidance, asked on given days (another year, a passed deadline, a rollover): ${(dated.score * 100).toFixed(1)}% of ${dated.cases} cases (target 95%)`,
    ...misses.map((miss) => `  missed: ${miss.question} (${miss.problems.join('; ')})`),
    ...visitorScores.flatMap((visitorScore) => visitorSetLines('Tax guidance', visitorScore)),
  ];
}
