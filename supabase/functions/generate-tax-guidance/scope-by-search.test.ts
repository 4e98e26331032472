// A question in an owner's words may name no tax at all and still be plainly
// about one entry; the search, not a word list, then decides it is a tax
// question. One that merely brushes an entry ('a restaurant' and hospitality
// VAT) is still declined.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { generateTaxGuidance } from './generate.ts';
import { findEntries } from './retrieval.ts';
import { openTaxKnowledgeDatabase } from './testing/knowledge-database.ts';

const TODAY = '2026-11-26';

describe('a question without tax words', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTaxKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it.each([
    ['My wife stays at home minding the kids, is there anything for that?', 'home-carer-credit'],
    ["I'm buying my first home next year, is there any help from the government?", 'help-to-buy'],
    ['My daughter starts college in September, can I get anything back on her fees?', 'tuition-fees-relief'],
  ])('is answered when one entry stands out: %s', async (question, slug) => {
    const answer = await generateTaxGuidance(database.db, question, { today: TODAY });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe(slug);
  });

  it.each([
    'Can you recommend a good restaurant in Galway?',
    'What is the minimum wage in Ireland this year?',
    // 'register' is a tax word, but a business name is registered with the CRO, not Revenue.
    'How do I register a business name for my new cafe?',
  ])('is declined when no entry stands out: %s', async (question) => {
    const answer = await generateTaxGuidance(database.db, question, { today: TODAY });
    expect(answer.covered).toBe(false);
    expect(answer.guidance).toMatch(/does not look like an Irish tax question/);
  });

  it('names VRT when it asks what registering a car bought abroad costs', async () => {
    const answer = await generateTaxGuidance(database.db, 'How much does it cost to register a car I bought in Northern Ireland?', {
      today: TODAY,
    });
    expect(answer.covered).toBe(true);
    expect(answer.entries.some((slug) => slug.startsWith('vrt-'))).toBe(true);
  });

  it("answers a question about rent taxed abroad that names the other country's tax beside the Irish one", async () => {
    const question = 'I pay French tax on the rent from my flat in Lyon. Can it be set against my Irish tax?';
    const answer = await generateTaxGuidance(database.db, question, { today: TODAY });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe('foreign-rental-income-double-tax');
  });

  it("reads 'jobseeker's payments' as the jobseeker's allowance the JobsPlus entry names", async () => {
    const question = "I'm hiring a man who's been on jobseeker's payments for two years. Is there a payment to me as the employer?";
    const { hits, unknownStems } = await findEntries(database.db, question);
    expect([...unknownStems]).not.toContain('jobseek payment');
    expect(hits[0]?.entry.slug).toBe('jobsplus-employer-incentive');
  });
});
