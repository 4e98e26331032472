import type { StageScore } from './stage-breakdown';

export type ServiceKey = 'plan' | 'prove' | 'pilot';

export interface Recommendation {
  service: ServiceKey;
  weakestStage: StageScore;
}

/*
 * The rule: the weakest stage (lowest percent) is where the visitor is
 * stuck, so we point them at the service that fixes that stage. Baseline
 * readiness and use-case priorities are what Plan delivers (readiness
 * review and roadmap); a missing roadmap or proof of concept is what Prove
 * builds; piloting and scaling is Pilot. Ties go to the earlier stage,
 * because the journey is sequential: a gap early on holds up everything after it.
 */
const serviceForStage: Record<number, ServiceKey> = { 1: 'plan', 2: 'plan', 3: 'prove', 4: 'pilot' };

export function recommendNextStep(breakdown: readonly StageScore[]): Recommendation {
  const [first, ...rest] = breakdown;
  if (!first) throw new Error('A recommendation needs at least one stage score.');
  // Strict "<" keeps the earlier stage on a tie.
  const weakestStage = rest.reduce((weakest, stage) => (stage.percent < weakest.percent ? stage : weakest), first);
  return { service: serviceForStage[weakestStage.stageId] ?? 'plan', weakestStage };
}
