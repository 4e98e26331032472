// The forty-fourth round's general cause, read from the thirty-sixth visitor set's misses (a leave policy in
// Markdown), shown here on made-up text: a sentence describing a thing before the name it gives it in brackets
// ('…another paid day off later (a day in lieu).', '… (hereinafter “Vendor”)') defines it, as 'X means…' does.
import { describe, expect, it } from 'vitest';
import { definesSubject } from './compose.ts';

describe('a thing described before the name it is given in brackets', () => {
  it('defines a name of two words or more, or one in quotes', () => {
    expect(definesSubject('If they agree to work, give them another paid day off later (a day in lieu).', ['day', 'in', 'lieu'])).toBe(
      true,
    );
    expect(definesSubject('This agreement is between ACME Ltd (hereinafter “Vendor”) and the Lab.', ['Vendor'])).toBe(true);
  });

  it('leaves a single word in brackets alone, and a name the sentence does not give', () => {
    expect(definesSubject('Open the settings in your browser (Chrome) and clear the cache.', ['Chrome'])).toBe(false);
    expect(definesSubject('Staff get a paid day off later for any public holiday worked.', ['day', 'in', 'lieu'])).toBe(false);
  });
});
