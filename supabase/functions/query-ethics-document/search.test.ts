import { describe, expect, it } from 'vitest';
import { stemsOf } from '../_shared/search/words.ts';
import { conceptOf, coreTerms, matchedWords, readQuestion, termsIn } from './search.ts';
import { synonymFile } from '../_shared/search/synonyms.ts';
import synonymJson from './synonyms.json' with { type: 'json' };

const synonymData = synonymFile(synonymJson, 'synonyms.json');

describe('the document search vocabulary', () => {
  it('has only lines that change a word: the stemmer already joins the forms of one word', () => {
    for (const [everyday, knowledge] of synonymData.lines) {
      expect(stemsOf(everyday).join(' '), `${everyday} → ${knowledge}`).not.toBe(stemsOf(knowledge).join(' '));
    }
  });

  it('drops the word after "how" that asks for a kind of answer', () => {
    expect(coreTerms(readQuestion('How often are the archives updated?')).map((term) => term.key)).toEqual(['archiv', 'updat']);
  });

  it('matches terms in any word form and highlights the words as the passage writes them', () => {
    const terms = coreTerms(readQuestion('When must the partner rotate?'));
    expect(termsIn('Partners rotating off the engagement', terms).map((term) => term.key)).toEqual(['partner', 'rotat']);
    expect(matchedWords('Partners rotating off the engagement', terms)).toEqual(['partners', 'rotating']);
  });

  it('gives a word and its synonym one concept, for the cache', () => {
    expect(conceptOf('fees')).toBe(conceptOf('remuneration'));
    expect(conceptOf('kept')).not.toBe(conceptOf('stored'));
  });

  it('reads a dotted name as one term, not the words it splits into', () => {
    const terms = coreTerms(readQuestion('Which ASN.1 type does setvars.sh not handle, e.g. here?'));
    expect(terms.map((term) => term.key)).toEqual(['asn.1', 'setvars.sh', 'type', 'handl']);
    expect(termsIn('The ASN.1 definitions', terms).map((term) => term.key)).toEqual(['asn.1']);
  });
});
