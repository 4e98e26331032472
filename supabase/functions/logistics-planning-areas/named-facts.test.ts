// Named facts an owner asks for by name, each added to the entry that answers
// from its official page (the source is on the entry): asked here in our own
// words, not an evaluation set's, and checked in the whole brief, which keeps
// its two-sentence takeaway and five to seven bullets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import type { AreaKey } from './contract.ts';
import { offlineReader } from './evaluation/run.ts';
import { planningReply } from './plan.ts';

function takeawaySentences(reply: string): string[] {
  const takeaway = /\*\*Executive takeaway[^*]*\*\*\s*(.+)/.exec(reply)?.[1] ?? '';
  return takeaway.split(/(?<=\.)\s+(?=[A-Z])/).filter(Boolean);
}

function guidanceBullets(reply: string): string[] {
  const guidance = reply.split(/\n(?=### )/).find((part) => part.startsWith('### Guidance')) ?? '';
  return guidance.split('\n').filter((line) => line.startsWith('- '));
}

describe('named facts from official pages in the entry that answers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  const cases: { area: AreaKey; question: string; fact: RegExp }[] = [
    {
      area: 'risk_resilience',
      question: 'We are turning the sole trader haulage business into a limited company. Can the company keep using my licence?',
      fact: /new licence/i,
    },
    {
      area: 'cost_unit_economics',
      question: 'A second-hand artic was just put on our operator licence. When can we start claiming the diesel rebate on it in ROS?',
      fact: /three to four weeks/i,
    },
    {
      area: 'risk_resilience',
      question: 'What happens at the DOE test if a lorry is found to be dangerously defective?',
      fact: /Fail Dangerous/,
    },
    {
      area: 'cost_unit_economics',
      question: 'At what price a litre with VAT does the diesel rebate start to pay anything?',
      fact: /€1\.23/,
    },
    {
      area: 'cost_unit_economics',
      question:
        'A developer wants us to cart his steel and a hired crane between his building sites. Is that work inside the contractors’ tax?',
      fact: /haulage for hire/i,
    },
    {
      area: 'risk_resilience',
      question: 'What proportion of collisions happen to people driving as part of their job?',
      fact: /23%/,
    },
    {
      area: 'market_lane',
      question: 'Our load from Liverpool lands at Larne and goes on to a yard in Drogheda. What must be done before it leaves Britain?',
      fact: /Entry Summary Declaration/,
    },
  ];

  it.each(cases)('answers “$question” with its named fact', async ({ area, question, fact }) => {
    const { reply } = await planningReply(database.db, { area, message: question, history: [], suggestedUrls: [] }, offlineReader);
    expect(reply).toMatch(fact);
    expect(takeawaySentences(reply)).toHaveLength(2);
    expect(guidanceBullets(reply).length).toBeGreaterThanOrEqual(5);
    expect(guidanceBullets(reply).length).toBeLessThanOrEqual(7);
  });
});
