// The twenty-third round's general causes, met on a club's constitution and a
// purchasing procedure nobody here had used: 'what share of members' asks a
// percentage ('60%'); 'a week in advance' states a length of time though no
// digit does; asked who calls a meeting, 'convoked by the organization
// President' names who, as 'by the Secretary' did; and a member calls a
// meeting, picks its dates and finds goods faulty where a constitution says
// 'convene' and 'decide' and a procedure 'defective'.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { measureAsked } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('the quantity a question asks for', () => {
  it('reads a share, a proportion or a majority as a percentage', () => {
    for (const question of [
      'What share of members must be present?',
      'What proportion of the vote is needed?',
      'How big a majority do we need?',
    ]) {
      const states = measureAsked(question);
      expect(states?.test('The organization requires 60% for the transaction of business.'), question).toBe(true);
      expect(states?.test('by a vote of seventy-five (75) percent majority'), question).toBe(true);
    }
    // Sharing data is no share of anything.
    expect(measureAsked('Do they share my data with advertisers?')).toBeUndefined();
  });

  it("reads 'a week' and 'an hour' as a length of time, but no symbol after 'a'", () => {
    const notice = measureAsked('How much notice do members get?');
    expect(notice?.test('Summons shall be conveyed a week in advance of the time of meeting.')).toBe(true);
    expect(notice?.test('Reply within an hour.')).toBe(true);
    expect(notice?.test('Summons shall be conveyed in advance of the meeting.')).toBe(false);
    expect(measureAsked('What temperature should it be kept at?')?.test('It is built with a C compiler.')).toBe(false);
  });
});

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

  it("quotes the notice 'a week in advance' and who convokes a special meeting", async () => {
    const guidance = await askAboutText(
      CONSTITUTION,
      'constitution.md',
      'How much notice do members get before a special meeting, and who calls it?',
    );
    expect(guidance).toContain('Summons shall be conveyed a week in advance of the time of meeting.');
    expect(guidance).toContain('Special meetings are to be convoked by the organization President.');
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
