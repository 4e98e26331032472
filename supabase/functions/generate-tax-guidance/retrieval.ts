// Reads the tax knowledge base: the entries whose own words (title, aliases,
// answer, conditions) hold most of the question's weight, best first. The
// database is the search index; what an answer says comes from the entries
// this function was built with (docs/decisions/ on one source of truth).
import type { Database } from '../_shared/database.ts';
import { nameWordsOf } from '../_shared/search/names.ts';
import { analyseQuestion } from '../_shared/search/query.ts';
import { searchTable, type SearchTable } from '../_shared/search/rank.ts';
import { sharedSynonyms } from '../_shared/search/shared-synonyms.ts';
import { Synonyms, synonymFile } from '../_shared/search/synonyms.ts';
import { taxEntries } from './knowledge/index.ts';
import type { OfficialSource, TaxEntry } from './knowledge/types.ts';
import taxSynonymData from './synonyms.json' with { type: 'json' };

export interface EntryRow {
  slug: string;
  area: string;
  title: string;
  answer: string;
  conditions: string[];
  changes: string[];
  not_covered: string | null;
  tax_year: number;
  /** ISO date we last checked the entry's figures against its sources. */
  checked_on: string;
  sources: OfficialSource[];
}

export interface EntryHit {
  entry: EntryRow;
  /** Share of the question's weight the entry holds, 0 to 1. */
  coverage: number;
}

const taxKnowledge: SearchTable = {
  table: 'tax_knowledge',
  key: 'slug',
  vector: 'search_vector',
  columns: ['slug'],
  title: 'title',
};

/** An entry as the composer reads it. */
function entryRow(entry: TaxEntry): EntryRow {
  return {
    slug: entry.slug,
    area: entry.area,
    title: entry.title,
    answer: entry.answer,
    conditions: [...entry.conditions],
    changes: [...(entry.changes ?? [])],
    not_covered: entry.notCovered ?? null,
    tax_year: entry.taxYear,
    checked_on: entry.checkedOn,
    sources: [...entry.sources],
  };
}

const entriesBySlug = new Map(taxEntries.map((entry) => [entry.slug, entryRow(entry)]));
const aliasesBySlug = new Map(taxEntries.map((entry) => [entry.slug, entry.triggers]));

// The texts as the search vector labels them (title A; aliases and answer B; conditions C; changes D), so that a word
// an entry uses inside a scheme's name ('flat' of the flat-rate expenses) counts only where it uses it outside one,
// unless the question says the name.
const nameWords = nameWordsOf(
  taxEntries.map((entry) => ({
    key: entry.slug,
    fields: [
      { label: 'A' as const, text: entry.title, title: true },
      ...[...entry.triggers, entry.answer].map((text) => ({ label: 'B' as const, text })),
      ...entry.conditions.map((text) => ({ label: 'C' as const, text })),
      ...(entry.changes ?? []).map((text) => ({ label: 'D' as const, text })),
    ],
  })),
);

const synonyms = new Synonyms([sharedSynonyms, synonymFile(taxSynonymData, 'generate-tax-guidance/synonyms.json')]);

/** How many entries a search returns: enough for an answer and three suggestions. */
const CANDIDATES = 8;

/** What a search found: the entries best first, and the question's words the knowledge never uses. */
export interface EntrySearch {
  hits: EntryHit[];
  /** Stems of the question's words that no entry holds ('betting' in a betting duty question). */
  unknownStems: Set<string>;
}

export async function findEntries(db: Database, question: string): Promise<EntrySearch> {
  const { hits, absent } = await searchTable<{ slug: string }>(db, taxKnowledge, analyseQuestion(question, synonyms), {
    limit: CANDIDATES,
    aliases: (slug) => aliasesBySlug.get(slug) ?? [],
    nameWords,
  });
  return {
    unknownStems: absent,
    hits: hits.flatMap(({ row, coverage }) => {
      const entry = entriesBySlug.get(row.slug);
      return entry ? [{ entry, coverage }] : [];
    }),
  };
}
