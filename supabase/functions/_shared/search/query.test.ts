import { describe, expect, it } from 'vitest';
import { analyseQuestion } from './query.ts';
import { Synonyms } from './synonyms.ts';

const synonyms = new Synonyms([
  {
    about: 'test',
    lines: [
      ['college fees', 'tuition fees'],
      ['kango', 'breaker'],
      ['360', 'excavator'],
    ],
  },
]);

describe('analyseQuestion', () => {
  it('makes one term per meaningful word, with the knowledge word as an alternative', () => {
    const { terms } = analyseQuestion('Breaking out the slab with a Kango', synonyms);
    expect(terms.find((term) => term.key === 'kango')?.variants).toEqual(['kango', 'breaker']);
    expect(terms.filter((term) => term.kind === 'word').map((term) => term.key)).toEqual(['break', 'slab', 'kango']);
  });

  it('reads a synonym phrase as one term instead of its words', () => {
    const { terms } = analyseQuestion("What can I claim on my daughter's college fees?", synonyms);
    expect(terms.find((term) => term.kind === 'phrase')).toMatchObject({ key: 'colleg fee', variants: ['college fees', 'tuition fees'] });
    expect(terms.some((term) => term.key === 'colleg')).toBe(false);
  });

  it('weighs names above common words and keeps figures and word pairs as tie-breakers', () => {
    const { terms } = analyseQuestion('Does VRT relief apply to a €40,000 electric car?', synonyms);
    expect(terms.find((term) => term.key === 'vrt')?.boost).toBeGreaterThan(1);
    expect(terms.find((term) => term.key === '40')?.kind).toBe('figure');
    expect(terms.find((term) => term.key === 'electr car')).toMatchObject({ kind: 'pair', variants: ['electric car'] });
  });

  it('reads a number the synonym data names as a word for a thing, not a figure', () => {
    const { terms } = analyseQuestion('Loading the lorry with the 360 and lifting 40 pipes', synonyms);
    expect(terms.find((term) => term.key === '360')).toMatchObject({ kind: 'word', variants: ['360', 'excavator'] });
    expect(terms.find((term) => term.key === '40')?.kind).toBe('figure');
  });

  it('makes a form named by number one exact term', () => {
    const { terms } = analyseQuestion('When is the Form 11 due?', synonyms);
    expect(terms.find((term) => term.key === 'form 11')).toMatchObject({ kind: 'phrase' });
  });

  it('makes one term of two synonym lines for the same words', () => {
    const twoLines = new Synonyms([
      {
        about: 'test',
        lines: [
          ['give my', 'gift'],
          ['giving my', 'gift'],
        ],
      },
    ]);
    expect(analyseQuestion('Giving my son the van', twoLines).terms.filter((term) => term.kind === 'phrase')).toHaveLength(1);
  });

  it('counts the words of a synonym phrase once, not again through a line for one of its words', () => {
    const nested = new Synonyms([
      {
        about: 'test',
        lines: [
          ['every week', 'weekly'],
          ['weekly', 'week'],
        ],
      },
    ]);
    const { terms } = analyseQuestion('I pay the childminder every week', nested);
    expect(terms.filter((term) => term.kind === 'phrase').map((term) => term.key)).toEqual(['everi week']);
  });

  it('gives a word two phrases share to the phrase that starts first', () => {
    const overlapping = new Synonyms([
      {
        about: 'test',
        lines: [
          ['company car', 'benefit in kind'],
          ['car taxed', 'motor tax'],
        ],
      },
    ]);
    const phrases = (question: string) =>
      analyseQuestion(question, overlapping)
        .terms.filter((term) => term.kind === 'phrase')
        .map((term) => term.key);
    expect(phrases("How is a company car taxed if it's electric?")).toEqual(['compani car']);
    expect(phrases('How is my car taxed?')).toEqual(['car tax']);
  });
});
