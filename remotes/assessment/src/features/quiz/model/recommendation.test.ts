import { describe, expect, it } from 'vitest';
import { answersFrom } from '../testing/answers';
import { recommendNextStep } from './recommendation';
import { stageBreakdown } from './stage-breakdown';

/** Stage scores per stage number 1 to 4, each answer in a stage given the same option. */
function recommendFor(optionPerStage: [number, number, number, number]) {
  return recommendNextStep(stageBreakdown(answersFrom((id) => optionPerStage[Number(id.charAt(0)) - 1] ?? 0)));
}

describe('recommendNextStep', () => {
  it('recommends Plan when Baseline Readiness is weakest', () => {
    expect(recommendFor([0, 3, 3, 3])).toMatchObject({ service: 'plan', weakestStage: { title: 'Baseline Readiness' } });
  });

  it('recommends Plan when Prioritise Use-Cases is weakest', () => {
    expect(recommendFor([3, 1, 2, 2])).toMatchObject({ service: 'plan', weakestStage: { title: 'Prioritise Use-Cases' } });
  });

  it('recommends Prove when Roadmap & PoC Status is weakest', () => {
    expect(recommendFor([3, 2, 1, 2])).toMatchObject({ service: 'prove', weakestStage: { title: 'Roadmap & PoC Status' } });
  });

  it('recommends Pilot when Pilot and Scale is weakest', () => {
    expect(recommendFor([3, 3, 2, 1])).toMatchObject({ service: 'pilot', weakestStage: { title: 'Pilot and Scale' } });
  });

  it('resolves a tie in favour of the earlier stage', () => {
    expect(recommendFor([3, 3, 1, 1])).toMatchObject({ service: 'prove', weakestStage: { stageId: 3 } });
    expect(recommendFor([2, 3, 3, 2])).toMatchObject({ service: 'plan', weakestStage: { stageId: 1 } });
  });

  it('looks at the weakest stage, not the first low answer', () => {
    // Stage 1 has one 0 but totals 9; stage 4 totals 8.
    const answers = { ...answersFrom((id) => (id.startsWith('4.') ? 2 : 3)), '1.1': 0 };
    expect(recommendNextStep(stageBreakdown(answers))).toMatchObject({ service: 'pilot' });
  });
});
