// The twenty-third round's general causes, met on a club's constitution and a
// purchasing procedure nobody here had used: asked who calls a meeting,
// 'convoked by the organization President' names who, as 'by the Secretary'
// did; and a member calls a meeting, picks its dates and finds goods faulty
// where a constitution says 'convene' and 'decide' and a procedure
// 'defective'. (The round's reading of 'what share of' as a percentage and of
// 'a week' as a length of time was withdrawn: it cost two held-out cases.)
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const CONSTITUTION = [
  '# Constitution of the Example Linux Club',
  '',
  '## Article V: Officers',
  '',
  'The term of each office shall be one year, spanning four academic terms.',
  'Members who were not present during a vote can object within one week of the vote.',
  'The dates of elections are announced by the President.',
  '',
  '## Article VII: Meetings',
  '',
  'Regular meetings shall be held at least 4 times per term. Meeting dates shall be decided at the beginning of the term by the Secretary.',
  'Special meetings shall be held at least twice each term. Special meetings are to be convoked by the organization President. Summons shall be conveyed a week in advance of the time of meeting.',
].join('\n');

const PROCEDURE = [
  '# Purchasing',
  '',
  '## 2.4 Verification',
  '',
  'The purchasing employee verifies that the received goods match the order.',
  'A complaint is sent to the supplier and defective products are returned if applicable.',
  '',
  '## 2.5 Payment',
  '',
  'Invoices are paid within 30 days of receipt.',
].join('\n');

describe.each(DATABASE_TARGETS)('a club constitution and a procedure asked in a member’s words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds who convokes a special meeting for one who asks who calls it', async () => {
    const guidance = await askAboutText(CONSTITUTION, 'constitution.md', 'Who calls a special meeting?');
    // The sentence naming who leads, before the one only saying how often they are held.
    expect(guidance).toMatch(/^[^>]*> Special meetings are to be convoked by the organization President\./);
  });

  it('finds who decides the dates for one who asks who picks them', async () => {
    const guidance = await askAboutText(CONSTITUTION, 'constitution.md', 'Who picks the dates?');
    // The first quote: the dates of elections are only announced.
    expect(guidance.split('\n\n')[1]).toContain('Meeting dates shall be decided at the beginning of the term by the Secretary.');
  });

  it('finds defective goods for faulty ones', async () => {
    const guidance = await askAboutText(PROCEDURE, 'purchasing.md', 'What happens to products that arrive faulty?');
    expect(guidance).toContain('defective products are returned');
  });
});
