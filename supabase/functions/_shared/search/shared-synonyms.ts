// The synonym lines every demo shares (shared-synonyms.json), read once.
import data from './shared-synonyms.json' with { type: 'json' };
import { synonymFile } from './synonyms.ts';

export const sharedSynonyms = synonymFile(data, 'shared-synonyms.json');
