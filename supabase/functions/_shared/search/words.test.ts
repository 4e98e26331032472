import { describe, expect, it } from 'vitest';
import { contentStems, stemOf, withoutContractions, wordsOf } from './words.ts';

describe('words', () => {
  it('reads word forms with the Porter2 stemmer, not hand-written suffix rules', () => {
    expect(['breaking', 'scaffolding', 'teleporters', 'reliefs', 'taxes'].map(stemOf)).toEqual([
      'break',
      'scaffold',
      'teleport',
      'relief',
      'tax',
    ]);
    expect(stemOf('2027')).toBe('2027');
  });

  it('keeps letters and digits only, and drops apostrophes inside words', () => {
    expect(wordsOf("The owner's van | drop (tables)")).toEqual(['the', 'owners', 'van', 'drop', 'tables']);
  });

  it('leaves out function words and question scaffolding', () => {
    expect(contentStems('What is the best way to claim my tuition fees?')).toEqual(['claim', 'tuition', 'fee']);
  });

  it('leaves out contractions of function words, which lose their apostrophe', () => {
    expect(contentStems(withoutContractions("They're readable, but he hasn't checked and we've shown it"))).toEqual([
      'readabl',
      'check',
      'shown',
    ]);
    expect(withoutContractions("She'll check the well and the owner's shell")).toBe("She will check the well and the owner's shell");
  });
});
