import { describe, expect, it } from 'vitest';
import { PhraseIndex, PhraseList } from './phrases.ts';
import { stemsOf } from './words.ts';

describe('phrase lists matched on stems', () => {
  it('finds a listed phrase in any word form, word for word and in order', () => {
    const list = new PhraseList(['customer', 'benefit in kind', 'national insurance']);
    expect(list.foundIn('Two of our customers pay late')).toBe(true);
    expect(list.foundIn('Is the benefit-in-kind on a van taxed?')).toBe(true);
    expect(list.foundIn('insurance for a national company')).toBe(false);
  });

  it('says where each phrase stands, so a rule can read what follows it', () => {
    const list = new PhraseList(['northern ireland', 'ireland']);
    const positions = list.positions(stemsOf('A shop in Northern Ireland and one in Ireland'));
    expect(positions.map(({ from, to, value }) => [from, to, value])).toEqual([
      [3, 4, 'northern ireland'],
      [4, 4, 'ireland'],
      [8, 8, 'ireland'],
    ]);
  });

  it('finds a phrasal verb with an object pronoun between verb and particle, and nothing else between them', () => {
    const list = new PhraseList(['sign off', 'back up']);
    expect(list.positions(stemsOf('Who has to sign it off?')).map(({ from, to }) => [from, to])).toEqual([[3, 5]]);
    expect(list.foundIn('How often should we back them up?')).toBe(true);
    expect(list.foundIn('Sign the form and send it off')).toBe(false);
    expect(list.foundIn('Sign the plan off')).toBe(false);
  });

  it('refuses a phrase with no word in it', () => {
    expect(() => new PhraseIndex([['…', 1]])).toThrow(/has no word/);
  });
});
