// The fifty-ninth round's general causes, shown here on made-up text, read from the fifty-first and fifty-second
// visitor sets' misses: 'What size of memory card…?' asks for a figure, as 'what number' and 'what fee' do, so the
// sentence stating it ('A 16 GB card is plenty.') answers before the advice around it; and a reader's everyday words
// reach a handbook's or a contract's own (synonym data): 'vacation' is 'annual leave', a 'storm' is 'weather',
// 'disagree' a 'dispute', and a 'flood' (or a 'disaster') is what a contract calls 'force majeure'.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { composeFrom, passageOf } from './testing/compose-from.ts';

describe('a question asking what size of something to use', () => {
  it('is answered first by the sentence stating the size', () => {
    const card = passageOf(
      0,
      'Preparing the memory card',
      [
        'The memory card holds the operating system and every log the station writes.',
        'Buy a card from a known maker, as cheap memory cards often fail within months.',
        'A 16 GB card is plenty for this build.',
      ].join(' '),
    );
    const answer = composeFrom('What size of memory card should I buy for the station?', [card], 'guide.md').guidance;
    expect(firstQuote(answer)).toContain('16 GB');
  });
});

const HANDBOOK = [
  '# Staff handbook',
  '',
  '## Sick leave',
  '',
  'Staff may take up to 10 days of sick leave a year with a note from a doctor.',
  '',
  '## Annual leave',
  '',
  'Staff earn 20 days of annual leave a year, and may carry 5 days into the next year.',
  '',
  '## Site closures',
  '',
  'The office closes when severe weather makes travel unsafe; staff then work from home on full pay.',
].join('\n');

describe.each(DATABASE_TARGETS)("a reader's everyday words, on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("reach the handbook's own: 'vacation' is annual leave", async () => {
    const answer = await askAboutText(HANDBOOK, 'handbook.md', 'How many vacation days do I get each year?');
    expect(firstQuote(answer)).toContain('of annual leave a year');
  });

  it("and a 'storm' is weather", async () => {
    const answer = await askAboutText(HANDBOOK, 'handbook.md', 'Is there any cover when a storm stops me getting to work?');
    expect(firstQuote(answer)).toContain('severe weather');
  });
});

const CONTRACT = [
  '# Supply contract',
  '',
  '## Late delivery',
  '',
  'If the supplier delivers late, it owes the buyer 2% of the price for each week of delay. The first step when a delivery will be late is to tell the buyer in writing.',
  '',
  '## Force majeure',
  '',
  'Neither party is liable for a delay caused by force majeure, such as war or an act of God, for as long as it lasts.',
  '',
  '## Dispute resolution',
  '',
  'The first step in any dispute is a meeting of both parties within 28 days of a written request.',
  '',
  '## Payment',
  '',
  'The buyer pays for the work within 30 days of each invoice.',
].join('\n');

describe.each(DATABASE_TARGETS)("a contract's own words for a reader's, on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("a 'flood' is force majeure, quoted beside the clause on late delivery", async () => {
    const answer = await askAboutText(CONTRACT, 'contract.md', 'Do we owe anything if a flood delays our delivery?');
    expect(answer).toContain('caused by force majeure');
  });

  it("and to 'disagree' is a dispute", async () => {
    const answer = await askAboutText(CONTRACT, 'contract.md', 'We disagree with the buyer about the work. What is the first step?');
    expect(firstQuote(answer)).toContain('The first step in any dispute');
  });
});
