// The tax lexicon reads an owner's everyday words as the knowledge's own, so
// retrieval finds the entry; each case is worded as an owner would write it.
import { describe, expect, it } from 'vitest';
import { expandQuestion } from './lexicon.ts';

describe('tax lexicon', () => {
  it.each([
    ['My mother gave me €450,000 towards a house', 'gift tax'],
    ['Dad wants to hand the business to my son', 'retirement relief transfer to a child'],
    ['When do I have to get my tax return in? I am a sole trader', 'tax return deadline'],
    ['I missed the deadline for my return', 'late filing tax return'],
    ['Can I give the staff a voucher at Christmas?', 'small benefit voucher'],
    ['I sold some shares at a profit', 'capital gains tax'],
    ['How much do I pay on dividends from my company?', 'dividend withholding tax'],
    ['At what turnover do I have to charge VAT?', 'vat registration threshold'],
    ['How much can I earn before the 40% rate?', 'income tax band'],
  ])('reads "%s" as %s', (question, phrase) => {
    expect(expandQuestion(question).added).toContain(phrase);
  });

  it('keeps a company\'s or a VAT deadline away from the Form 11 deadline', () => {
    expect(expandQuestion('When is my VAT return due?').added).not.toContain('tax return deadline');
    expect(expandQuestion('When is the corporation tax return due for my company?').added).not.toContain('tax return deadline');
  });

  it('leaves a question already in the knowledge\'s words alone', () => {
    expect(expandQuestion('What is the standard rate of VAT?')).toEqual({ text: 'What is the standard rate of VAT?', added: [] });
  });
});
