// Finds the passages of one document that answer a question. 'hybrid' asks
// Postgres full-text search (websearch_to_tsquery for the question as typed,
// ranked with ts_rank_cd, plus any word of the question or its synonyms);
// 'regex-only' matches word stems with a regular expression. Both then score
// the candidates the same way: how much of the question (weighted by how rare
// each word is in the document) a passage covers, whole phrases, and numbers.
import type { Database } from '../_shared/database.ts';
import { numbersIn, stem, type TermGroup, variantPattern } from './lexicon.ts';

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
}

export interface Retrieval {
  passages: ScoredPassage[];
  /** The weight of each term: rarer in the document, heavier. */
  weights: Map<string, number>;
}

const CANDIDATES = 40;
const REGEX_CANDIDATES = 120;
/** A term found in more than this share of the passages is too common to look passages up by. */
const COMMON_SHARE = 0.2;

export async function retrievePassages(
  db: Database,
  documentId: string,
  question: string,
  terms: readonly TermGroup[],
  mode: 'regex-only' | 'hybrid',
): Promise<Retrieval> {
  if (terms.length === 0) return { passages: [], weights: new Map() };
  const { weights, seeking } = await termWeights(db, documentId, terms);
  const rows =
    mode === 'hybrid' ? await fullTextCandidates(db, documentId, question, seeking, weights) : await regexCandidates(db, documentId, terms);
  const questionNumbers = numbersIn(question);
  const passages = rows
    .map((row) => scorePassage(row, terms, weights, questionNumbers))
    .filter((passage) => passage.coverage > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position);
  return { passages, weights };
}

interface CandidateRow extends Passage {
  rank: number;
}

/**
 * Candidates by the full-text index: passages with any term, pre-ordered by
 * the weight of the terms they contain (a cheap @@ per term), and only the
 * best of those ranked with ts_rank_cd, which is the costly part on a
 * document of thousands of passages.
 */
async function fullTextCandidates(
  db: Database,
  documentId: string,
  question: string,
  terms: readonly TermGroup[],
  weights: ReadonlyMap<string, number>,
): Promise<CandidateRow[]> {
  // $1 document, $2 question, $3 any term, then a query and a weight per term.
  const termParams = terms.flatMap((term) => [variantsQuery(term.variants), weights.get(term.word) ?? 0]);
  const termQueries = terms.map((_, index) => `to_tsquery('english', $${4 + index * 2}) as t${index}`).join(', ');
  const weightSum = terms
    .map((_, index) => `(c.search_vector @@ q.t${index})::int * $${5 + index * 2}::float8`)
    .join(' + ');
  return db.query<CandidateRow>(
    `with q as (
       select websearch_to_tsquery('english', $2) as typed, to_tsquery('english', $3) as any_word, ${termQueries}
     ), best as (
       select c.position, c.section_ref, c.heading, c.content, c.search_vector, ${weightSum} as weight
       from public.ethics_chunks c, q
       where c.document_id = $1 and (c.search_vector @@ q.any_word or c.search_vector @@ q.typed)
       order by weight desc, c.position
       limit ${CANDIDATES}
     )
     select b.position, b.section_ref as "sectionRef", b.heading, b.content,
            (2 * ts_rank_cd(b.search_vector, q.typed) + ts_rank_cd(b.search_vector, q.any_word))::float8 as rank
     from best b, q
     order by rank desc, b.position`,
    [documentId, question, anyTermQuery(terms), ...termParams],
  );
}

async function regexCandidates(db: Database, documentId: string, terms: readonly TermGroup[]): Promise<CandidateRow[]> {
  const pattern = terms.flatMap((term) => term.variants.map(postgresPattern)).join('|');
  return db.query<CandidateRow>(
    `select position, section_ref as "sectionRef", heading, content, 0::float8 as rank
     from public.ethics_chunks
     where document_id = $1 and (content ~* $2 or heading ~* $2)
     order by position
     limit ${REGEX_CANDIDATES}`,
    [documentId, pattern],
  );
}

/**
 * Inverse document frequency of each term (over its variants), counted with
 * the full-text index. A word the document never uses weighs a little less
 * than the rarest word it does use: it still counts against a passage (a
 * question about something absent is not covered), but one unfamiliar word
 * cannot sink a passage that matches everything else.
 */
async function termWeights(
  db: Database,
  documentId: string,
  terms: readonly TermGroup[],
): Promise<{ weights: Map<string, number>; seeking: TermGroup[] }> {
  const filters = terms.map((_, index) => `count(*) filter (where search_vector @@ to_tsquery('english', $${index + 2}))::int`);
  const rows = await db.query<Record<string, number>>(
    `select count(*)::int as total, ${filters.map((filter, index) => `${filter} as t${index}`).join(', ')}
     from public.ethics_chunks where document_id = $1`,
    [documentId, ...terms.map((term) => variantsQuery(term.variants))],
  );
  const row = rows[0] ?? { total: 0 };
  const total = Number(row.total);
  const raw = terms.map((_, index) => Number(row[`t${index}`] ?? 0));
  const idf = (df: number) => Math.log(1 + (total + 1) / (df + 0.5));
  const unknownWeight = 0.6 * Math.max(idf(1), ...raw.filter((df) => df > 0).map(idf));
  const weights = new Map(terms.map((term, index) => [term.word, raw[index]! > 0 ? idf(raw[index]!) : unknownWeight]));
  return { weights, seeking: seekingTerms(terms, raw, total, weights) };
}

/**
 * The terms worth looking passages up by. A word in most passages ('client'
 * in a firm's terms) finds nearly the whole document and costs a rank for
 * each; when the rarer words carry at least half the question's weight, a
 * passage that answers must contain one of them, so they alone select
 * candidates (every term still counts when they are scored).
 */
function seekingTerms(terms: readonly TermGroup[], df: readonly number[], total: number, weights: ReadonlyMap<string, number>): TermGroup[] {
  const weightOf = (group: readonly TermGroup[]) => group.reduce((sum, term) => sum + (weights.get(term.word) ?? 0), 0);
  // A word the index never found (absent, or a search stopword such as 'same') cannot select anything.
  const rare = terms.filter((_, index) => df[index]! > 0 && df[index]! <= total * COMMON_SHARE);
  return rare.length > 0 && weightOf(rare) >= weightOf(terms) * 0.5 ? rare : [...terms];
}

function scorePassage(row: CandidateRow, terms: readonly TermGroup[], weights: Map<string, number>, questionNumbers: string[]): ScoredPassage {
  const text = `${row.heading}\n${row.content}`;
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  let covered = 0;
  const matchedTerms: string[] = [];
  for (const term of terms) {
    // The words as the passage writes them ('rotates' for 'rotation'), for exact highlighting.
    const found = term.variants.flatMap((variant) => text.match(new RegExp(variantPattern(variant), 'gi')) ?? []);
    if (found.length === 0) continue;
    covered += weights.get(term.word) ?? 0;
    matchedTerms.push(...found.map((word) => word.toLowerCase()));
  }
  const coverage = covered / totalWeight;
  const phrases = adjacentPairs(terms).filter(([a, b]) => new RegExp(`${variantPattern(a)}[\\s-]+(?:\\w+[\\s-]+)?${variantPattern(b)}`, 'i').test(text)).length;
  const textNumbers = numbersIn(text);
  const numbers = questionNumbers.filter((number) => textNumbers.includes(number)).length;
  const headingHit = terms.some((term) => term.variants.some((variant) => new RegExp(variantPattern(variant), 'i').test(row.heading))) ? 0.1 : 0;
  const score = coverage + 0.15 * phrases + 0.25 * numbers + headingHit + Math.min(0.3, row.rank);
  return { position: row.position, sectionRef: row.sectionRef, heading: row.heading, content: row.content, score, coverage, matchedTerms: [...new Set(matchedTerms)] };
}

function adjacentPairs(terms: readonly TermGroup[]): [string, string][] {
  return terms.slice(1).map((term, index) => [terms[index]!.word, term.word]);
}

/** to_tsquery source: any variant of any term; phrases as followed-by. Only letters and digits reach it. */
function anyTermQuery(terms: readonly TermGroup[]): string {
  return terms.map((term) => variantsQuery(term.variants)).join(' | ');
}

function variantsQuery(variants: readonly string[]): string {
  const parts = variants
    .map((variant) => (variant.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' <-> '))
    .filter((part) => part !== '');
  return `(${parts.join(' | ')})`;
}

/** The POSIX regex twin of variantPattern (Postgres writes word starts as \\m). */
function postgresPattern(variant: string): string {
  return stem(variant)
    .split(' ')
    .map((part) => `\\m${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    .join('[[:space:]-]+');
}
