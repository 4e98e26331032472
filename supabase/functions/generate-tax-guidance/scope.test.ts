import { describe, expect, it } from 'vitest';
import { foreignChargeBesideIrish, foreignJurisdiction, looksLikeTaxQuestion, notTaxSubject } from './scope.ts';

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
    expect(foreignJurisdiction('Our Irish company is opening a shop in Belfast. Any Irish tax on that?')).toBeUndefined();
  });

  it('keeps a question that names an Irish tax, scheme or form, unless it asks about the other country’s own tax', () => {
    expect(foreignJurisdiction('I am bringing in a used car from the UK. How much VRT will I pay?')).toBeUndefined();
    expect(foreignJurisdiction('Do I pay USC on a pension from England?')).toBeUndefined();
    expect(foreignJurisdiction('Is my PRSI the same as UK national insurance?')?.name).toBe('the United Kingdom');
  });

  it('keeps a question about bringing something into Ireland from another country, which is an import', () => {
    expect(foreignJurisdiction("I'm bringing a tractor in from Wales, when must I register it?")).toBeUndefined();
    expect(foreignJurisdiction('We brought a van over from Scotland last week. What do we need to do?')).toBeUndefined();
    expect(foreignJurisdiction("I'm bringing stock in from England, what is the VAT rate in the UK?")?.name).toBe('the United Kingdom');
  });

  it('reads a county of the State as naming Ireland, so a question about a home here and a move abroad stays in scope', () => {
    const question = "I'm moving to Dubai and letting my apartment in Galway. Does my tenant have to hold back tax from the rent?";
    expect(foreignJurisdiction(question)).toBeUndefined();
    expect(
      foreignJurisdiction("I'm moving to Dubai and letting my apartment. Does my tenant have to hold back tax from the rent?")?.name,
    ).toBe('another country');
  });

  it("does not count the 'Ireland' of 'Northern Ireland' as Ireland", () => {
    expect(foreignJurisdiction('What is the rate of corporation tax in Northern Ireland for a small company?')?.name).toBe(
      'Northern Ireland (UK tax)',
    );
  });

  it("reads 'US' as the country only in capitals, since 'us' is also the pronoun", () => {
    expect(foreignJurisdiction('Do we pay VAT on software sold in the US?')).toBeUndefined();
    expect(foreignJurisdiction('What is the income tax rate in the USA?')?.name).toBe('the United States');
    expect(foreignJurisdiction('Can you tell us what VAT rate applies to takeaway food?')).toBeUndefined();
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
    expect(looksLikeTaxQuestion('Is the benefit-in-kind on my van worked out on its price?')).toBe(true);
    expect(looksLikeTaxQuestion('Do I get 20% back on the boiler?')).toBe(true);
    expect(looksLikeTaxQuestion('What is the minimum wage this year?')).toBe(false);
    expect(looksLikeTaxQuestion('Which bank has the best interest rate on a business loan?')).toBe(false);
  });
});

describe('notTaxSubject', () => {
  it.each([
    ['How do I register a business name?', 'registering a company or a business name'],
    ['What is the deadline for the annual return to the CRO?', 'registering a company or a business name'],
    ['How many days annual leave does a part-timer get?', 'employment law (leave, notice, dismissal, working time)'],
    ['What notice period do I have to give before I let someone go?', 'employment law (leave, notice, dismissal, working time)'],
    ['How do I register a trademark for my brand?', 'intellectual property (trade marks, patents, copyright)'],
  ])('declines %s as not tax at all', (question, name) => {
    expect(notTaxSubject(question)?.name).toBe(name);
  });

  it('keeps a question that names any tax, relief, credit, scheme or Revenue form', () => {
    expect(notTaxSubject('Do I charge VAT under my business name or my own name?')).toBeUndefined();
    expect(notTaxSubject('Is holiday pay for annual leave subject to PRSI?')).toBeUndefined();
    expect(notTaxSubject('Should I incorporate to get the start-up relief?')).toBeUndefined();
    expect(notTaxSubject('Does incorporation change my preliminary tax?')).toBeUndefined();
    expect(notTaxSubject('Do I need to register with Revenue when I incorporate?')).toBeUndefined();
    expect(notTaxSubject('What is the VRT on a van I registered under the company name?')).toBeUndefined();
    expect(notTaxSubject('When do I register for VAT?')).toBeUndefined();
    expect(notTaxSubject('Does income from our patent qualify for the KDB?')).toBeUndefined();
    expect(notTaxSubject('Can I put the van in the company name and claim capital allowances on it?')).toBeUndefined();
  });
});

describe('foreignChargeBesideIrish', () => {
  it("reads another country's tax named beside the Irish one as that country's tax, not an Irish charge the knowledge lacks", () => {
    const question = 'I pay French tax on the rent from my flat in Lyon. Can it be set against my Irish tax?';
    expect(foreignChargeBesideIrish('french', question)).toBe(true);
  });

  it('leaves a charge alone when the question does not ask about Ireland, or the charge is not named after a country', () => {
    expect(foreignChargeBesideIrish('french', 'What is the French tax on rent from a flat in Lyon?')).toBe(false);
    expect(foreignChargeBesideIrish('carbon', 'What is the carbon tax on home heating oil in Ireland?')).toBe(false);
  });
});
