import { describe, expect, it } from 'vitest';
import { foreignJurisdiction, looksLikeTaxQuestion } from './scope.ts';

describe('foreignJurisdiction', () => {
  it.each([
    ['What is the VAT rate in the UK?', 'the United Kingdom'],
    ['Corporation tax in Northern Ireland?', 'Northern Ireland (UK tax)'],
    ['Do I file with the IRS?', 'the United States'],
    ['What is the sales tax in the US?', 'the United States'],
    ['Income tax in Germany', 'Germany'],
  ])('%s is about %s', (question, name) => {
    expect(foreignJurisdiction(question)?.name).toBe(name);
  });

  it('leaves Irish questions alone, including ones that also name another country', () => {
    expect(foreignJurisdiction('When must I register for VAT?')).toBeUndefined();
    expect(foreignJurisdiction('Can you help us with VAT?')).toBeUndefined();
    expect(foreignJurisdiction('Do I charge Irish VAT when selling to the UK?')).toBeUndefined();
    expect(foreignJurisdiction('I do web design for a company in the Netherlands. Do I charge them 23%?')).toBeUndefined();
    expect(foreignJurisdiction('A customer in New York wants to buy our furniture. Is there VAT on that?')).toBeUndefined();
  });

  it("still declines a question about another country's own tax, even from a trader", () => {
    expect(foreignJurisdiction('We sell to customers in the UK. What is the VAT rate in the UK?')?.name).toBe('the United Kingdom');
    expect(foreignJurisdiction('Do my clients in America pay sales tax?')?.name).toBe('the United States');
    expect(foreignJurisdiction('We sold our villa in France. How is the French capital gains tax worked out?')?.name).toBe('France');
  });
});

describe('looksLikeTaxQuestion', () => {
  it('tells tax questions from others', () => {
    expect(looksLikeTaxQuestion('How does KEEP work for share options?')).toBe(true);
    expect(looksLikeTaxQuestion('What is the PRSI rate?')).toBe(true);
    expect(looksLikeTaxQuestion('Can you recommend a good restaurant in Galway?')).toBe(false);
  });
});
