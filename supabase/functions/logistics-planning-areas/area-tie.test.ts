// A visitor who picks the wrong area for a question is answered from the area that holds it once the picked area's
// best entry scores under half the best anywhere (AREA_TIE_SHARE in retrieval.ts, 0.45 before): a CVRT question
// asked under workforce was answered with tachograph downloads, a motor tax question under risk with motor insurance.
// Found grouping the development sets' misses by cause (the right entry found but another area's leading); the
// questions below are our own.
import { describe, expect, it } from 'vitest';
import { expectBriefShape, useCurrentKnowledge } from './testing/round-checks.ts';

describe('a question that clearly belongs to another area is answered from there', () => {
  const brief = useCurrentKnowledge();

  it.each([
    { area: 'workforce_capability', question: 'How often do the trucks need their CVRT test?', answeredFrom: 'risk_resilience' },
    { area: 'risk_resilience', question: 'How much is motor tax on a 12 tonne truck?', answeredFrom: 'cost_unit_economics' },
    { area: 'market_lane', question: 'What grant is there for an electric truck?', answeredFrom: 'fleet_decarbonisation' },
  ] as const)('$question (asked under $area)', async ({ area, question, answeredFrom }) => {
    const answer = await brief({ area, question });
    expect(answer.used[0]?.area, answer.used.map((entry) => entry.slug).join(', ')).toBe(answeredFrom);
    expectBriefShape(answer);
  });

  it('keeps a question its area answers nearly as well', async () => {
    const answer = await brief({ area: 'workforce_capability', question: 'How long do I keep tachograph records?' });
    expect(answer.used[0]?.area).toBe('workforce_capability');
  });
});
