import { describe, expect, it } from 'vitest';
import { chargeNames, euroAmountsIn, namedTerms, yearsIn } from './structure.ts';

describe('structure', () => {
  it('finds forms, codes, names in capitals and quoted phrases', () => {
    const phrases = namedTerms('When is Form 11 due, and the CT1? Does "help to buy" cover VRT?').map(
      (term) => `${term.kind}:${term.phrase}`,
    );
    expect(phrases).toEqual(expect.arrayContaining(['form:form 11', 'form:ct1', 'capitals:vrt', 'quoted:help to buy', 'number:11']));
  });

  it("never pairs the apostrophes of I'm and don't into a quote", () => {
    expect(namedTerms("I'm a sole trader and I don't know").filter((term) => term.kind === 'quoted')).toEqual([]);
  });

  it('reads years and euro amounts', () => {
    expect(yearsIn('for 2026 and spring 2027')).toEqual([2026, 2027]);
    expect(euroAmountsIn('€42,500 this year, 40k euro next, €1.2m later')).toEqual([42500, 40000, 1200000]);
  });

  it('reads what a tax, duty or levy is named by', () => {
    expect(chargeNames('Is the carbon tax or betting duty higher than the plastic bag levy?')).toEqual(['carbon', 'betting', 'bag']);
  });
});
