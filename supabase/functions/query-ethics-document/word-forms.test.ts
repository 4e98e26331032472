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

  it("gives a word of one syllable no noun in -sion ('kind' is no 'kinsion', 'tend' no 'tension')", () => {
    expect(otherWordForms('kinds')).not.toContain('kinsion');
    expect(stemsOf('tend')).not.toContain(stemOf('tension'));
    expect(stemsOf('extend')).toContain(stemOf('extension'));
  });

  it("joins a noun in -ion with its person and adjective, which the stemmer keeps apart ('probation', 'probationers')", () => {
    expect(stemsOf('probation')).toContain(stemOf('probationers'));
    expect(stemsOf('probationers')).toContain(stemOf('probation'));
    expect(stemsOf('probationary')).toContain(stemOf('probation'));
    expect(stemsOf('commission')).toContain(stemOf('commissioner'));
    expect(stemsOf('professional')).toContain(stemOf('profession'));
    expect(stemsOf('petitions')).toContain(stemOf('petitioner'));
  });

  it("joins an adjective in -ate with its noun in -acy, which the stemmer keeps apart ('accurate', 'accuracies')", () => {
    expect(stemsOf('accurate')).toContain(stemOf('accuracies'));
    expect(stemsOf('accuracy')).toContain(stemOf('accurately'));
    expect(stemsOf('private')).toContain(stemOf('privacy'));
    expect(stemsOf('adequacy')).toContain(stemOf('adequate'));
    expect(otherWordForms('state')).toEqual([]);
  });

  it("joins a person's noun with its -ship, and 'programme' with 'program', which the stemmer keeps apart", () => {
    expect(stemsOf('mentor')).toContain(stemOf('mentorship'));
    expect(stemsOf('memberships')).toContain(stemOf('member'));
    expect(stemsOf('leadership')).toContain(stemOf('leaders'));
    expect(stemsOf('programme')).toContain(stemOf('program'));
    expect(stemsOf('programs')).toContain(stemOf('programmes'));
    // Not a word that is no person's noun: 'hardship' is not 'hard'.
    expect(otherWordForms('hardship')).toEqual([]);
  });

  it("joins a noun ending in a vowel and an s with its plural, whose s the stemmer takes for a plural's ('alias')", () => {
    expect(stemsOf('alias')).toContain(stemOf('aliasing'));
    expect(stemsOf('alias')).toContain(stemOf('aliases'));
    expect(stemsOf('canvas')).toContain(stemOf('canvases'));
    // Not a word the stemmer keeps whole ('atlas'), nor one ending in -ss or -us.
    expect(otherWordForms('atlas')).toEqual([]);
    expect(otherWordForms('access')).toEqual([]);
    expect(otherWordForms('status')).toEqual([]);
  });

  it('leaves short words and words with no other form alone', () => {
    expect(otherWordForms('size')).toEqual([]);
    // Not 'verd' for a verb in -d: only its own -ion family ('versionary', which no document will hold).
    expect(otherWordForms('version').filter((form) => !form.startsWith('version'))).toEqual([]);
    expect(otherWordForms('x86-64')).toEqual([]);
  });
});
