// The twenty-third round's general causes, met on a club's constitution and a
// purchasing procedure nobody here had used: 'what share of members' asks a
// percentage ('60%'); 'a week in advance' states a length of time though no
// digit does; asked who calls a meeting, 'convoked by the organization
// President' names who, as 'by the Secretary' did; and a member calls a
// meeting, picks its dates and finds goods faulty where a constitution says
// 'convene' and 'decide' and a procedure 'defective'.
import { describe, expect, it } from 'vitest';
import { measureAsked } from './question-kinds.ts';

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
