// A driver's break is the drivers' hours rules: the EU rules' 45 minutes after
// 4 hours 30 minutes of driving (Regulation (EC) No 561/2006), or for working
// time the road transport rules' break after 6 hours' work (S.I. 36/2012). The
// Organisation of Working Time Act's breaks are for workers who are not mobile
// workers, and lead only when the question is about them. Asked in several
// owners' wordings written for this test (none from an evaluation set), from
// the area the question belongs to and from one it does not.
import { describe, expect, it } from 'vitest';
import { AREA_KEYS, type AreaKey } from './contract.ts';
import { expectBriefShape, useCurrentKnowledge } from './testing/round-checks.ts';

/** The entries that answer a driver's break, driving time or rest. */
const DRIVERS_HOURS = ['hours-and-tachograph-compliance', 'mobile-worker-working-time', 'daily-and-weekly-rest'];
/** The Organisation of Working Time Act's breaks and rest, for staff who are not mobile workers. */
const GENERAL_WORKING_TIME = 'warehouse-and-night-working-time';

/** The wordings of the miss a visitor found, asked from every area: each belongs to Workforce & Capability wherever it is asked. */
const VISITOR_WORDINGS: readonly string[] = [
  'how many hours can my driver do before a break',
  'when does my lorry driver have to take a break',
  'how long can a van driver drive without stopping',
  'How long can my truck drivers go before they need to stop?',
];

/**
 * More owners' wordings, asked in Workforce & Capability. From another area a looser one may stay there: the
 * chosen area keeps a question whose best entry there scores near the best anywhere (retrieval.ts), by design.
 */
const DRIVER_QUESTIONS: readonly string[] = [
  ...VISITOR_WORDINGS,
  'Do my HGV drivers need a break after four and a half hours?',
  'How many hours behind the wheel before a break?',
  'What breaks do my delivery drivers need to take?',
  'How long can my drivers drive non-stop?',
  'How many hours can a driver work before a break?',
  'How much rest does a driver need between shifts?',
];

const STAFF_QUESTIONS: readonly string[] = [
  'What breaks are my warehouse staff entitled to?',
  'Do office staff get a break after four and a half hours?',
  'How much time off between shifts do depot staff get?',
  'What rest breaks do the lads in the warehouse get?',
  'Our warehouse pickers work 8-hour shifts, what breaks must they get?',
];

describe("a driver's break is answered from the drivers' hours rules", () => {
  const brief = useCurrentKnowledge();

  const asked: (readonly [AreaKey, string])[] = [
    ...DRIVER_QUESTIONS.map((question) => ['workforce_capability', question] as const),
    ...AREA_KEYS.filter((area) => area !== 'workforce_capability').flatMap((area) =>
      VISITOR_WORDINGS.map((question) => [area, question] as const),
    ),
  ];
  it.each(asked)('[%s] %s', async (area, question) => {
    const answer = await brief({ area, question });
    const lead = answer.used[0]?.slug ?? '';
    expect(DRIVERS_HOURS, answer.used.map((entry) => entry.slug).join(', ')).toContain(lead);
    // The break or rest the rules set, in the takeaway that opens the brief.
    expect(answer.takeaway).toMatch(/45 minutes|30 minutes|11 hours/);
    expectBriefShape(answer);
  });

  it.each(STAFF_QUESTIONS)("a question about staff who are not drivers keeps the Working Time Act's breaks: %s", async (question) => {
    const answer = await brief({ area: 'workforce_capability', question });
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(GENERAL_WORKING_TIME);
  });
});
