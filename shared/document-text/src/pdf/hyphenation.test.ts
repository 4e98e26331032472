import { describe, expect, it } from 'vitest';
import { isSplitWord, joinWrapped, vocabularyOf } from './hyphenation.ts';

describe('joinWrapped', () => {
  const vocabulary = vocabularyOf([
    'Good management matters, and the case-sensitive flag is set.',
    'A user may open the file; the database is read only.',
  ]);

  it('rejoins a word the document uses whole', () => {
    expect(joinWrapped('the man-', 'agement of files', vocabulary)).toBe('the management of files');
  });

  it('keeps the hyphen of a compound the document uses inside a line', () => {
    expect(joinWrapped('it is case-', 'sensitive here', vocabulary)).toBe('it is case-sensitive here');
  });

  it('keeps the hyphen of a compound of two words the document uses on their own', () => {
    expect(isSplitWord('the user-', 'database', vocabulary)).toBe(false);
  });

  it('rejoins a word split before a bare word ending, though both halves are words', () => {
    expect(joinWrapped('the pack-', 'age is installed', vocabularyOf(['pack the age']))).toBe('the package is installed');
  });

  it('rejoins a word neither part of which the document uses', () => {
    expect(joinWrapped('the docu-', 'mentation says', vocabulary)).toBe('the documentation says');
    // 'be' and 'cause' are words, but 'be' is too short to stand in a compound here.
    expect(joinWrapped('be-', 'cause of it', vocabularyOf(['be the cause']))).toBe('because of it');
  });

  it('keeps the hyphen before a capital, a number or after a single letter', () => {
    expect(joinWrapped('Build-', 'Depends field', vocabulary)).toBe('Build-Depends field');
    expect(joinWrapped('COVID-', '19 rules', vocabulary)).toBe('COVID-19 rules');
    expect(joinWrapped('by e-', 'mail', vocabulary)).toBe('by e-mail');
    expect(joinWrapped('a 32-', 'bit system', vocabulary)).toBe('a 32-bit system');
  });

  it('mends a web address a typesetter broke after a slash', () => {
    expect(joinWrapped('see (http://www.debian.org/-', 'doc/debian-policy/)', vocabulary)).toBe(
      'see (http://www.debian.org/doc/debian-policy/)',
    );
  });

  it('joins an identifier broken after an underscore, and words broken after a slash, without a space', () => {
    expect(joinWrapped('more than ASN1_MAX_', 'NAME_SIZE characters', vocabulary)).toBe('more than ASN1_MAX_NAME_SIZE characters');
    expect(joinWrapped('the client and/', 'or the auditor', vocabulary)).toBe('the client and/or the auditor');
  });

  it('joins other lines with a space', () => {
    expect(joinWrapped('the default weight value is', '50, and', vocabulary)).toBe('the default weight value is 50, and');
  });
});
