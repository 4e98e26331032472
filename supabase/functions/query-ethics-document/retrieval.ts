// Finds the passages of one document that answer a question, with the one
// search engine every demo uses (_shared/search): each term weighs its rarity
// in this document times the field it is found in (the heading path, label A,
// above the passage's text, label B), and a passage's coverage is the share of
// the question's weight it holds.
import type { Database } from '../_shared/database.ts';
import { searchTable, type SearchTable } from '../_shared/search/rank.ts';
import { withDefinedAcronyms, withSpelledOutAcronyms } from './document-acronyms.ts';
import { FRONT_MATTER_PASSAGES } from './document-itself.ts';
import { ABSENT_WORD_SHARE } from './threshold.ts';
import { coreTerms, matchedWords, type SearchQuery, termsIn } from './search.ts';

export interface Passage {
  position: number;
  sectionRef: string;
  heading: string;
  content: string;
}

export interface ScoredPassage extends Passage {
  score: number;
  /** Share of the question's weight the passage covers, 0 to 1. */
  coverage: number;
  /** The passage's own words (lower case) that matched the question or its synonyms. */
  matchedTerms: string[];
  /** One of the document's opening passages, added for a question about the document itself (document-itself.ts). */
  frontMatter?: boolean;
  /** The opening passage of a paper's results, conclusion, summary or abstract, added when its findings are asked (findings.ts). */
  findings?: boolean;
  /** For a passage ending on a lead-in whose items the document set as headings: each as 'Heading: its text' (headed-lists.ts). */
  headedItems?: string[];
}

export interface Retrieval {
  passages: ScoredPassage[];
  /** The weight of each term by its key: rarer in the document, heavier. */
  weights: Map<string, number>;
  /** The question as searched when it grew (an acronym the document defines for words it spells out), to quote by. */
  query?: SearchQuery;
  /** Keys of the question's terms the document never uses, in any variant. */
  absent: Set<string>;
}

const ethicsChunks: SearchTable = {
  table: 'ethics_chunks',
  key: 'position',
  vector: 'search_vector',
  columns: ['position', 'section_ref', 'heading', 'content'],
  title: 'heading',
};

/** Enough passages for an answer from the best three and for three headings to suggest. */
const CANDIDATES = 12;

interface ChunkRow {
  position: number;
  section_ref: string;
  heading: string;
  content: string;
}

/**
 * How much a passage whose own text (not only its heading path) holds all of
 * the question's weight gains. Every passage of a section carries the
 * section's headings, so among them the one whose sentences hold the words is
 * the one that can be quoted.
 */
const TEXT_FIT_WEIGHT = 0.2;

/**
 * Function words a pair of the question's neighbouring words may have
 * between them in a passage: 'How is CPU utilization calculated?' keeps
 * 'is' out of the pair the document writes 'utilization is calculated'.
 */
const PAIR_GAP = 2;

export async function retrievePassages(
  db: Database,
  documentId: string,
  query: SearchQuery,
  absentShare = ABSENT_WORD_SHARE,
): Promise<Retrieval> {
  const found = await searchPassages(db, documentId, query, absentShare);
  // 'What kind of software bill of materials…?' where the passages found define 'Software Bill of Materials (SBOM)':
  // searched again with the acronym as a form of those words, the sentences naming only 'SBOM' are found too.
  // 'Can we get out of this NDA early?' of a 'Non-Disclosure Agreement' that never says NDA: searched again with the
  // words the passages spell it out in as a form of the acronym.
  const widened = withSpelledOutAcronyms(withDefinedAcronyms(query, found.passages), found.absent, found.passages);
  return widened === query ? found : { ...(await searchPassages(db, documentId, widened, absentShare)), query: widened };
}

async function searchPassages(db: Database, documentId: string, query: SearchQuery, absentShare: number): Promise<Retrieval> {
  const { hits, weights, absent } = await searchTable<ChunkRow>(db, ethicsChunks, query, {
    limit: CANDIDATES,
    absentShare,
    pairGap: PAIR_GAP,
    where: { column: 'document_id', value: documentId },
    commonWords: true,
  });
  const core = coreTerms(query);
  const totalWeight = core.reduce((sum, term) => sum + (weights.get(term.key) ?? 0), 0) || 1;
  const passages = hits.map(({ row, coverage, score }) => {
    const inText = termsIn(row.content, core).reduce((sum, term) => sum + (weights.get(term.key) ?? 0), 0) / totalWeight;
    return {
      position: row.position,
      sectionRef: row.section_ref,
      heading: row.heading,
      content: row.content,
      score: score + TEXT_FIT_WEIGHT * inText,
      coverage,
      matchedTerms: matchedWords(`${row.heading}\n${row.content}`, query.terms),
      // A title page's lines ('Elaine L. Chao, Secretary') are whole without a full stop, whatever the question.
      frontMatter: row.position < FRONT_MATTER_PASSAGES,
    };
  });
  passages.sort((a, b) => b.score - a.score || a.position - b.position);
  return { passages, weights, absent };
}
