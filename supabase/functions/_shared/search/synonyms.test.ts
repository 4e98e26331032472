import { describe, expect, it } from 'vitest';
import { sharedSynonyms } from './shared-synonyms.ts';
import { Synonyms, synonymFile } from './synonyms.ts';
import { stemsOf } from './words.ts';

const lines = new Synonyms([
  {
    about: 'test',
    lines: [
      ['kango', 'breaker'],
      ['left me', 'inheritance'],
      ['college fees', 'tuition fees'],
    ],
  },
]);

describe('synonyms', () => {
  it('matches an everyday word in any form', () => {
    expect(lines.matches(stemsOf('Breaking out with two Kangos')).map((match) => match.knowledge)).toEqual(['breaker']);
  });

  it('matches a phrase only word for word', () => {
    expect(lines.matches(stemsOf('My aunt left me money')).map((match) => match.knowledge)).toEqual(['inheritance']);
    expect(lines.matches(stemsOf('The employee left last week'))).toEqual([]);
    expect(lines.matches(stemsOf('her college fees'))).toEqual([{ from: 1, to: 2, everyday: 'college fees', knowledge: 'tuition fees' }]);
  });

  it('refuses a file that is not pairs of words', () => {
    expect(() => synonymFile({ about: 'x', lines: [['only one']] }, 'bad.json')).toThrow(/pairs/);
    expect(() => synonymFile({ lines: [] }, 'bad.json')).toThrow(/about/);
  });

  it('reads the shared file', () => {
    expect(sharedSynonyms.lines.length).toBeGreaterThan(20);
    expect(new Synonyms([sharedSynonyms]).matches(stemsOf('we sold the van')).map((match) => match.knowledge)).toEqual(['sell']);
  });
});
