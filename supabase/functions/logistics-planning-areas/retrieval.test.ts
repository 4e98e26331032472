// An owner's everyday words for a topic read as the words the knowledge uses
// for it (synonyms.json), so the entry that names it the knowledge's way is found.
import { describe, expect, it } from 'vitest';
import { stemsOf } from '../_shared/search/words.ts';
import { logisticsSynonyms } from './retrieval.ts';

const knowledgeWords = (question: string) => logisticsSynonyms.matches(stemsOf(question)).map((match) => match.knowledge);

describe('logistics synonyms in an owner’s words', () => {
  it.each([
    'We bring pallets from Antwerp home to Cork through Wales.',
    'A trailer of Dutch flowers coming to Waterford via the UK',
    'Driving across England to catch the Dover boat',
  ])('reads a route through Britain as the landbridge: %s', (question) => {
    expect(knowledgeWords(question)).toContain('landbridge');
  });

  it('leaves a route from Britain, not through it, alone', () => {
    expect(knowledgeWords('Goods from Britain through Belfast to Dundalk')).not.toContain('landbridge');
  });
});
