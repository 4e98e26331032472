import { describe, expect, it } from 'vitest';
import { activityLabel, splitIntoFragments } from './activities.ts';

function pieces(text: string): Array<[number, string]> {
  return splitIntoFragments(text).map((fragment) => [fragment.clause, text.slice(fragment.start, fragment.end)]);
}

describe('splitIntoFragments', () => {
  it('separates sentences and "while" into clauses, and commas, "and", "with" into fragments', () => {
    expect(pieces('Scaffolding and excavation. Rain with slips, trips and falls while the crane lifts')).toEqual([
      [0, 'Scaffolding'],
      [0, 'excavation'],
      [1, 'Rain'],
      [1, 'slips'],
      [1, 'trips'],
      [1, 'falls'],
      [2, 'the crane lifts'],
    ]);
  });

  it('takes "and then" whole as the break, so no piece ends on "and"', () => {
    expect(pieces('Digging out for the duct and then backfilling it')).toEqual([
      [0, 'Digging out for the duct'],
      [1, 'backfilling it'],
    ]);
  });

  it('keeps decimals and drops pieces without words', () => {
    expect(pieces('Trench 1.5 m deep; ; ...')).toEqual([[0, 'Trench 1.5 m deep']]);
  });
});

describe('activityLabel', () => {
  it('drops who and when, keeping what', () => {
    expect(activityLabel('Today the lads are erecting scaffolding')).toBe('Erecting scaffolding');
    expect(activityLabel("we're pouring the slab this afternoon")).toBe('Pouring the slab');
    expect(activityLabel('There will be a dumper on site all day')).toBe('Dumper on site');
  });

  it('shortens long descriptions to eight words', () => {
    expect(activityLabel('digging a very long trench for the new drainage pipes along the road')).toBe(
      'Digging a very long trench for the new\u2026',
    );
  });

  it('keeps the text when it is all filler', () => {
    expect(activityLabel('today')).toBe('Today');
  });
});
