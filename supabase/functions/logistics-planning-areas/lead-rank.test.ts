// An entry retrieval ranks well below the first (about half its score) shares the question's common words
// ('tachograph data', 'trucks') with a sentence that answers the question loosely ('check the tachograph data
// weekly'), and used to lead the brief over the entry that answers it (driver cards every 21 days, vehicle units every
// 90). Only entries ranked within 60% of the first may lead now (CLOSE_RANK_SHARE in compose.ts); found trying
// everyday questions as a visitor, not from an evaluation case. Left: 'How often does the tachograph data need
// downloading off the lorries?' ranks the drivers' hours entry at 65% of the first, and its takeaway, which ends on
// downloading driver cards and vehicle units on a fixed schedule, still leads.
import { describe, expect, it } from 'vitest';
import { expectBriefShape, useCurrentKnowledge } from './testing/round-checks.ts';

describe('the entry retrieval ranks far ahead leads the brief', () => {
  const brief = useCurrentKnowledge();

  it.each([
    'How often do I have to download the tachograph data from my trucks?',
    'How often should we download the tacho data from the trucks?',
  ])('%s', async (question) => {
    const answer = await brief({ area: 'workforce_capability', question });
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe('tachograph-downloads');
    expect(answer.takeaway).toContain('21 days');
    expectBriefShape(answer);
  });
});
