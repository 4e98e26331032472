import { describe, expect, it } from 'vitest';
import { stemOf } from '../_shared/search/words.ts';
import { otherWordForms } from './word-forms.ts';

const stemsOf = (word: string) => otherWordForms(word).map(stemOf);

describe('other word forms', () => {
  it('gives the other spelling of British and American words', () => {
    expect(stemsOf('licence')).toContain(stemOf('license'));
    expect(stemsOf('license')).toContain(stemOf('licence'));
    expect(stemsOf('organise')).toContain(stemOf('organize'));
    expect(stemsOf('analyse')).toContain(stemOf('analyze'));
    expect(stemsOf('colour')).toContain(stemOf('color'));
    expect(stemsOf('centre')).toContain(stemOf('center'));
    expect(stemsOf('councillor')).toContain(stemOf('councilor'));
    expect(stemsOf('councilors')).toContain(stemOf('councillors'));
    expect(stemsOf('counsellor')).toContain(stemOf('counselor'));
  });

  it("doubles no l where the other spelling is another word ('filled', 'filed')", () => {
    expect(stemsOf('filled')).not.toContain(stemOf('filed'));
    expect(stemsOf('billing')).not.toContain(stemOf('biling'));
  });

  it('joins a verb and its noun in -sion, which the stemmer keeps apart', () => {
    expect(stemsOf('expanding')).toContain(stemOf('expansion'));
    expect(stemsOf('expansion')).toContain(stemOf('expand'));
    expect(stemsOf('decide')).toContain(stemOf('decision'));
    expect(stemsOf('inclusion')).toContain(stemOf('include'));
  });

  it('leaves short words and words with no other form alone', () => {
    expect(otherWordForms('size')).toEqual([]);
    expect(otherWordForms('version')).toEqual([]);
    expect(otherWordForms('x86-64')).toEqual([]);
  });
});
