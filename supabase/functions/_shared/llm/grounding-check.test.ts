// The figure check on its own: figures however they are written, and a
// figure backed only where the material has it beside the same words.
import { describe, expect, it } from 'vitest';
import { figuresIn, figureValue, numberWordValue } from './figures.ts';
import { contentWords, MaterialFigures } from './grounding-check.ts';
import { hasAddress, ungroundedDetail } from './grounding.ts';

const check = (text: string, material: unknown, extraAllowed: string[] = []) =>
  ungroundedDetail(text, new MaterialFigures(material, extraAllowed));

const VAT = ['Register for VAT once your turnover from services passes €42,500 in a year.', 'Employer PRSI is charged at 11.15% on pay.'];

describe('figures written as words', () => {
  it('reads numbers in words as their figure', () => {
    expect([...figuresIn('twenty-three per cent')]).toEqual(['23']);
    expect([...figuresIn('one hundred and five euro')]).toEqual(['105']);
    expect([...figuresIn('forty-two thousand five hundred')]).toEqual(['42500']);
  });

  it('catches a figure in words that the material does not have', () => {
    expect(check('Employer PRSI is charged at twenty-three per cent on pay.', VAT)).toBe('Figures not in the material: 23.');
  });

  it('accepts a figure in words that the material has in digits, beside the same words', () => {
    expect(check('Once services turnover passes forty-two thousand five hundred euro, register for VAT.', VAT)).toBeUndefined();
  });

  it('leaves "one" as a pronoun alone but reads it before a unit', () => {
    expect(check('One of the options is to register for VAT early.', VAT)).toBeUndefined();
    expect(check('Employer PRSI rises by one per cent on pay.', VAT)).toBe('Figures not in the material: 1.');
  });
});

describe('digits that are not ASCII', () => {
  it("reads full-width and other scripts' digits as the figures they are", () => {
    expect([...figuresIn('２３%')]).toEqual(['23']);
    expect([...figuresIn('€４２，５００')]).toEqual(['42500']);
    expect([...figuresIn('١١٫١٥')]).toContain('11');
    expect([...figuresIn('𝟐𝟑')]).toEqual(['23']);
  });

  it('catches a full-width figure the material does not have', () => {
    expect(check('Employer PRSI is charged at ２３% on pay.', VAT)).toBe('Figures not in the material: 23.');
  });

  it('accepts a full-width figure the material has', () => {
    expect(check('Employer PRSI is charged at １１.１５% on pay.', VAT)).toBeUndefined();
  });
});

describe('euro amounts with either separator', () => {
  it('reads €1.270,50 and €1,270.50 as the same amount', () => {
    expect(figureValue('1.270,50', true)).toBe('1270.5');
    expect(figureValue('1,270.50', true)).toBe('1270.5');
    expect(figureValue('1.270', true)).toBe('1270');
    expect(figureValue('1,270', false)).toBe('1270');
    // Without a currency sign a lone point is a decimal point.
    expect(figureValue('4.125', false)).toBe('4.125');
  });

  it("accepts the material's amount in the other convention and catches a different one", () => {
    const material = ['The small benefit exemption covers vouchers worth up to €1,270.50 a year per employee.'];
    expect(check('Vouchers up to €1.270,50 per employee are covered by the small benefit exemption.', material)).toBeUndefined();
    expect(check('Vouchers up to €1.275,50 per employee are covered by the small benefit exemption.', material)).toBe(
      'Figures not in the material: 1275.5.',
    );
    expect(check('Vouchers up to €1,275.50 per employee are covered by the small benefit exemption.', material)).toBe(
      'Figures not in the material: 1275.5.',
    );
  });
});

describe('bare domain names', () => {
  it.each([
    ['example.ie'],
    ['see revenue.ie for the form'],
    ['www.example.com'],
    ['claims.example.co.uk'],
    ['ｅｘａｍｐｌｅ．ｉｅ'],
    ['hello@example.ie'],
  ])('finds an address in "%s"', (text) => expect(hasAddress(text)).toBe(true));

  it.each([
    ['e.g. a van'],
    ['i.e. the owner'],
    ['a rate of 4.1% applies'],
    ['clause 3.3 says so'],
    ['€28,700.01 and up'],
    ['It ends. Then more.'],
  ])('finds none in "%s"', (text) => expect(hasAddress(text)).toBe(false));
});

describe('a figure beside the words it is used with', () => {
  it('catches a figure the material has only beside other words', () => {
    // €42,500 is in the material, as the services threshold, not as PRSI.
    expect(check('Employer PRSI is charged at €42,500 a year.', VAT)).toBe('Figures the material has only beside other words: 42500.');
    expect(check('Register for VAT once services turnover passes 11.15%.', VAT)).toBe(
      'Figures the material has only beside other words: 11.15.',
    );
  });

  it('accepts it beside the same words, in other wording', () => {
    expect(check('Services businesses must register for VAT above €42,500.', VAT)).toBeUndefined();
    expect(check('Employers pay PRSI at 11.15% of pay.', VAT)).toBeUndefined();
  });

  it("takes the sentence before as the figure's words when its own has too few", () => {
    expect(check('Think about VAT registration for services. The limit is €42,500.', VAT)).toBeUndefined();
    expect(check('Think about employer PRSI. The limit is €42,500.', VAT)).toBe('Figures the material has only beside other words: 42500.');
    // A sentence with words of its own is judged by them alone.
    expect(check('Register for VAT above €42,500 of services. Employer PRSI is also €42,500.', VAT)).toBe(
      'Figures the material has only beside other words: 42500.',
    );
  });

  it('gives a short value the words of its record', () => {
    const material = [
      { title: 'VAT registration thresholds', taxYear: 2026, answer: 'Services: €42,500. Goods: €85,000.' },
      { title: 'Capital gains tax', taxYear: 2025, answer: 'The rate is 33% on chargeable gains.' },
    ];
    expect(check('VAT registration thresholds for 2026 are €42,500 for services.', material)).toBeUndefined();
    expect(check('Capital gains are taxed at 33% in 2026.', material)).toBe('Figures the material has only beside other words: 2026.');
  });

  it('lets our own framing figures stand anywhere', () => {
    expect(check('Within 30 days, book the tachograph training.', VAT, ['30 days'])).toBeUndefined();
  });

  it('compares content words by their first letters, singular', () => {
    expect(contentWords('Registration of the vans')).toEqual(contentWords('register a van'));
    expect(contentWords('the and of with per cent euro twenty')).toEqual(new Set());
  });
});

describe('numberWordValue', () => {
  it('reads a number word below a hundred, in any case, and nothing else', () => {
    expect(numberWordValue('Twelve')).toBe(12);
    expect(numberWordValue('sixty')).toBe(60);
    expect(numberWordValue('hundred')).toBeUndefined();
    expect(numberWordValue('none')).toBeUndefined();
  });
});
