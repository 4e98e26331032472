import { describe, expect, it } from 'vitest';
import { containsFact, containsItem, describeItem, foundFacts, gradeFacts } from './facts.ts';

describe('the facts grader', () => {
  it('matches case-insensitively, across line breaks and curly apostrophes', () => {
    expect(containsFact('The **Home Carer Credit** is €1,950.', 'home carer credit')).toBe(true);
    expect(containsFact('the point of\ncontact for data', 'point of contact')).toBe(true);
    expect(containsFact('the employer’s share', "employer's share")).toBe(true);
  });

  it('takes a figure only whole, never inside a longer one', () => {
    expect(containsFact('The limit is €11,000.', '€1,000')).toBe(false);
    expect(containsFact('The limit is €11,000.', '1,000')).toBe(false);
    expect(containsFact('Capped at €1,000,000 a year.', '€1,000')).toBe(false);
    expect(containsFact('The rate is 19%.', '9%')).toBe(false);
    expect(containsFact('A rate of 9% applies.', '9%')).toBe(true);
    expect(containsFact('It rose from 11.5 to 12.', '1.5')).toBe(false);
    expect(containsFact('Up to €1,000. Then more.', '€1,000')).toBe(true);
    expect(containsFact('(€1,000)', '€1,000')).toBe(true);
  });

  it('takes a word only whole, in any script', () => {
    expect(containsFact('Vanity is not a van.', 'van')).toBe(true);
    expect(containsFact('Caravans only.', 'van')).toBe(false);
    expect(containsFact('Vans only.', 'van')).toBe(false);
    expect(containsFact('Über 100 Fälle', 'fälle')).toBe(true);
    expect(containsFact('Überfälle', 'fälle')).toBe(false);
  });

  it('bounds a fact that starts or ends with a symbol by any non-letter, non-digit', () => {
    expect(containsFact('pays 8% BIK', '8%')).toBe(true);
    expect(containsFact('pays 8%, then', '8%')).toBe(true);
    expect(containsFact('pays 28%', '8%')).toBe(false);
    expect(containsFact('Fee: €50.', '€50')).toBe(true);
    expect(containsFact('Fee: €500.', '€50')).toBe(false);
    expect(containsFact('see M-13-13.', 'M-13-13')).toBe(true);
    expect(containsFact('see M-13-130', 'M-13-13')).toBe(false);
  });

  it("takes any one of an item's alternatives", () => {
    expect(containsItem('The band ends at €44000.', ['€44,000', '€44000'])).toBe(true);
    expect(containsItem('The band ends at €45,000.', ['€44,000', '€44000'])).toBe(false);
    expect(describeItem(['€44,000', '€44000'])).toBe('€44,000 / €44000');
  });

  it('passes a case only whole', () => {
    expect(gradeFacts('20% up to €44,000, 40% above', ['20%', ['€44,000', '€44000'], '40%'])).toEqual({ pass: true, missing: [] });
    expect(gradeFacts('20% up to €44,000', ['20%', ['€44,000', '€44000'], '40%'])).toEqual({ pass: false, missing: ['40%'] });
  });

  it('lists the words an answer must not hold that it does', () => {
    expect(foundFacts('Check the formwork before the pour.', ['formwork', 'wet cement'])).toEqual(['formwork']);
    expect(foundFacts('Formworker training', ['formwork'])).toEqual([]);
  });

  it('refuses an empty fact, which would match anything', () => {
    expect(() => containsFact('anything', ' ')).toThrow(/empty fact/);
  });
});
