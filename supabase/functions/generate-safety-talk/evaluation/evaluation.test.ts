import { describe, expect, it } from 'vitest';
import { evaluationCases, runSafetyEvaluation } from './run.ts';
import { fourthVisitorCases, runVisitorSet, secondVisitorCases, thirdVisitorCases } from './held-out.ts';

describe('safety talk evaluation set', () => {
  it('has at least 30 cases, each expecting known topics', () => {
    expect(evaluationCases.length).toBeGreaterThanOrEqual(30);
    for (const testCase of evaluationCases) expect(testCase.expected.length).toBeGreaterThan(0);
  });

  it('covers at least 90% of the topics a safety officer would expect', async () => {
    const result = await runSafetyEvaluation();
    const misses = result.results.filter((r) => r.missing.length > 0).map((r) => `${r.description} -> ${r.missing.join(', ')}`);
    expect(result.coverage, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.cases).toBe(evaluationCases.length);
    for (const r of result.results) expect(r.points).toBeGreaterThanOrEqual(5);
  });

  it("says the control or figure each job turns on, and no other activity's points, in at least 90% of the cases that name them", async () => {
    const named = evaluationCases.filter((testCase) => testCase.facts ?? testCase.avoid);
    const result = await runSafetyEvaluation(undefined, named);
    const wordMisses = result.results.filter((r) => r.missing.some((problem) => /^(missing|says) /.test(problem)));
    expect(named.length).toBeGreaterThanOrEqual(15);
    expect(
      1 - wordMisses.length / named.length,
      wordMisses.map((r) => `${r.description} -> ${r.missing.join(', ')}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
  });
});

describe('safety talks on a second set written without reading the knowledge', () => {
  // Written on 26 November 2026 from HSA pages by someone who had not read the topics, then looked at (so
  // development, not held out): 11 of 30 before the work on each job's second and third controls, 15 once a topic's first point names its next two,
  // 24 once the topics' headlines name their controls and three HSA controls were added, 26 with a topic for
  // work in an occupied home and 'new start' reaching the new-starter topic, 27 with a pressure-washing topic,
  // 28 with a lead topic and the tile saw's electrics, 29 with a surfacing topic.
  it('passes at least 28 of its 30 cases whole', async () => {
    expect(secondVisitorCases.length).toBe(30);
    const result = await runVisitorSet(secondVisitorCases);
    const misses = result.results.filter((r) => !r.hit).map((r) => `${r.case} -> ${r.problems.join('; ')}`);
    expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(28);
  }, 120_000);
});

describe('safety talks on a third set written unseen to direct general fixes', () => {
  // Written on 26 November 2026 from HSA and statute pages by someone who had not read the topics, the
  // lexicon, the code or any other set, for development: 30 of 40 as written, before any work on it; 38 once
  // noise, silica and lead name the tools and jobs that bring them, 'kV line' reaches overhead lines, and the
  // telehandler, excavation and slurry topics put the controls a lift, a pit and agitation need where a talk quotes them.
  it('passes at least 37 of its 40 cases whole', async () => {
    expect(thirdVisitorCases.length).toBe(40);
    const result = await runVisitorSet(thirdVisitorCases);
    const misses = result.results.filter((r) => !r.hit).map((r) => `${r.case} -> ${r.problems.join('; ')}`);
    expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(37);
  }, 120_000);
});

describe('safety talks on a fourth set written unseen to direct general fixes', () => {
  // Written on 26 November 2026 from HSA and statute pages by someone who had not read the topics, the
  // lexicon, the code or any other set, after the third set's round of fixes: 33 of 40 as written, 40 of 40
  // after its round of general fixes (machinery maintenance and children on farms as topics; felling, masonry
  // dust, light fittings and glazing lifts in wind reached). The floor is one below the latest score.
  it('passes at least 39 of its 40 cases whole', async () => {
    expect(fourthVisitorCases.length).toBe(40);
    const result = await runVisitorSet(fourthVisitorCases);
    const misses = result.results.filter((r) => !r.hit).map((r) => `${r.case} -> ${r.problems.join('; ')}`);
    expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(39);
  }, 120_000);
});
