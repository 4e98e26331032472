// Ranks the rows of one table (a knowledge base, or one document's passages)
// against a question, in Postgres, with a standard relevance model: each
// term weighs its inverse document frequency (rare words count most) times
// the weight of the best field it appears in (title above aliases and
// summary, above body), and a row's coverage is the share of the question's
// weight it holds. Trigger phrases are one field among others: they add
// weight, they do not decide alone.
import type { Database } from '../database.ts';
import { commonWordsCeiling } from './common-words.ts';
import { saysName, type FieldLabel, type NameWords } from './names.ts';
import type { SearchQuery, Term } from './query.ts';
import { contentStems, contentWords, stemOf, wordsOf } from './words.ts';

/** Where the rows live. The vector column is a tsvector whose labels A-D mark the fields. */
export interface SearchTable {
  table: string;
  /** Column that orders ties, so results repeat. */
  key: string;
  vector: string;
  /** Columns to return with each hit. */
  columns: readonly string[];
  /** The row's title or heading: among rows holding the same terms, the one whose title is mostly the question's words leads. */
  title?: string;
}

/** How much a term found in each field counts, A (title) to D (least). */
export interface FieldWeights {
  A: number;
  B: number;
  C: number;
  D: number;
}

export const DEFAULT_FIELD_WEIGHTS: FieldWeights = { A: 1, B: 0.6, C: 0.25, D: 0.15 };

/** How much a word the table never uses weighs, as a share of what it would weigh used once. */
const DEFAULT_ABSENT_SHARE = 0.35;

export interface SearchOptions {
  limit: number;
  /** Overrides DEFAULT_ABSENT_SHARE (calibration tries several). */
  absentShare?: number;
  /**
   * A row's alias phrases (a knowledge entry's trigger phrases), by key. A
   * phrase the question says word for word ('tax return deadline') adds the
   * weight of the words it covers: evidence a bag of words cannot see.
   */
  aliases?: (key: string) => readonly string[];
  /** The fewest words an alias needs to count (2 by default: a single word already counts as a word). */
  aliasMinWords?: number;
  /** Keep only rows whose column equals the value (one document's passages). */
  where?: { column: string; value: string };
  fields?: FieldWeights;
  /**
   * How many words may stand between a pair of the question's neighbouring
   * words in a row for the pair to count (0 by default): a question moves its
   * verb ('How is utilization calculated?') where the text keeps it between
   * them ('utilization is calculated').
   */
  pairGap?: number;
  /**
   * Caps each term by how common its word is in general English
   * (common-words.ts): a document's idf alone makes the reader's phrasing
   * ('taking', 'check') outweigh the subject whenever the text rarely says
   * it. A word the table uses often already weighs little and is left as it
   * is; names the visitor wrote as names keep their weight.
   */
  commonWords?: boolean;
  /**
   * The words the table uses inside names (names.ts, `nameWordsOf` over the
   * rows' texts). A question word that is part of a name the question does
   * not say counts, in a row that uses it inside a name, only in the fields
   * where the row also uses it outside one: 'a flat in Galway' does not find
   * the flat-rate expenses by 'flat'. Without it, every use counts.
   */
  nameWords?: NameWords;
}

export interface SearchHit<Row> {
  row: Row;
  /**
   * Share of the question's weight the row holds, plus half the weight of the
   * words an alias phrase of the row says word for word (so at most 1.5):
   * the measure the 'not covered' threshold reads.
   */
  coverage: number;
  /** Coverage plus the title's fit, the order hits come in. */
  score: number;
  /** Share of the question's weight covered by the row's aliases said word for word (0 without aliases). */
  aliasShare: number;
  /** Keys of the terms the row holds. */
  matched: string[];
}

export interface SearchResult<Row> {
  hits: SearchHit<Row>[];
  /** Keys of the question's terms that no row of the table holds. */
  absent: Set<string>;
  /** Each term's weight (inverse document frequency times its boost); absent figures weigh 0. */
  weights: Map<string, number>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

// A word of a tsquery: letters and digits, or a dotted name kept whole as Postgres indexes it ('asn.1', 'setvars.sh', '6.4').
const TSQUERY_WORD = /[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)+|[\p{L}\p{N}]+/gu;

/**
 * A to_tsquery source for any of a term's variants, optionally only in fields
 * `labels`; only letters, digits and a name's dots reach it. With `gap`, a
 * two-word variant also matches with up to that many words between its two
 * ('utilization is calculated' for the pair 'utilization calculated').
 */
export function termQuery(term: Pick<Term, 'variants'>, labels = '', gap = 0): string {
  const suffix = labels ? `:${labels}` : '';
  const parts = term.variants.flatMap((variant) => {
    const words = (variant.toLowerCase().match(TSQUERY_WORD) ?? []).map((word) => `${word}${suffix}`);
    if (words.length === 0) return [];
    const apart = words.length === 2 ? Array.from({ length: gap }, (_, index) => `${words[0]} <${index + 2}> ${words[1]}`) : [];
    return [words.join(' <-> '), ...apart];
  });
  return parts.length === 0 ? '' : `(${parts.join(' | ')})`;
}

// A word of a term query, not the distance inside a '<2>'.
const LABELLED_WORD = new RegExp(`(?<!<)(?:${TSQUERY_WORD.source})`, 'gu');

/** A term query restricted to one field label: every word of it must be found under that label. */
function labelQuery(query: string, label: string): string {
  return query.replace(LABELLED_WORD, (word) => `${word}:${label}`);
}

/** BM25's inverse document frequency: a word in every row weighs almost nothing. */
function idf(total: number, df: number): number {
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/** What the table says about the question's terms. */
interface TermWeights {
  /** Each term's weight: what it adds to the question's weight, and the most a row can earn from it. */
  weights: Map<string, number>;
  /** For each term, the weight of each of its variants found in the table (a broad synonym weighs less). */
  variantWeights: Map<string, { query: string; weight: number; variant: string }[]>;
  absent: Set<string>;
}

/**
 * The weight of each term. A term weighs the idf of the visitor's own word,
 * or, when the table never uses it ('kango'), of its most specific synonym.
 * A broad synonym ('work at height' for 'cherry picker') earns a row only its
 * own, lower idf, so the row about cherry pickers outranks every row about
 * heights. A term the table never uses weighs `absentShare` of what it
 * would weigh used once (with the common-words prior, capped by how common
 * it is, as a word found is): it still counts against every row (a question
 * about something the knowledge lacks is not covered), but the visitor's own
 * particulars ('my aunt', 'creeping up') cannot outweigh the words that name
 * the subject, and a common word of the reader's phrasing ('sit', 'talk')
 * counts against them less than a specific one ('cryptocurrency').
 * Terms that only break ties (figures, pairs) weigh nothing when absent.
 */
async function termWeights(db: Database, table: SearchTable, terms: readonly Term[], options: SearchOptions): Promise<TermWeights> {
  const variantQueries = terms.map((term) =>
    term.variants.map((variant) => termQuery({ variants: [variant] }, '', gapOf(term, options))).filter((query) => query !== ''),
  );
  const flat = variantQueries.flat();
  const params: unknown[] = [...flat];
  const filter = options.where ? `where ${identifier(options.where.column)} = $${params.length + 1}` : '';
  if (options.where) params.push(options.where.value);
  const counts = flat.map(
    (_, index) => `count(*) filter (where ${identifier(table.vector)} @@ to_tsquery('english', $${index + 1}))::int as d${index}`,
  );
  const [row] = await db.query<Record<string, number>>(
    `select count(*)::int as total, ${counts.join(', ')} from ${identifier(table.table)} ${filter}`,
    params,
  );
  const total = Number(row?.total ?? 0);
  const absentShare = options.absentShare ?? DEFAULT_ABSENT_SHARE;
  const weights = new Map<string, number>();
  const variantWeights = new Map<string, { query: string; weight: number; variant: string }[]>();
  const absent = new Set<string>();
  let offset = 0;
  terms.forEach((term, index) => {
    const queries = variantQueries[index]!;
    const texts = term.variants.filter((variant) => termQuery({ variants: [variant] }, '', gapOf(term, options)) !== '');
    const dfs = queries.map((_, variant) => Number(row?.[`d${offset + variant}`] ?? 0));
    offset += queries.length;
    const found = dfs.filter((df) => df > 0);
    // A common word of English weighs at most its ceiling's share of a word the table uses once.
    const ceiling = generalCeiling(term, options);
    const weighOf = (df: number) => Math.min(idf(total, df), idf(total, 1) * ceiling) * term.boost;
    if (found.length === 0) {
      absent.add(term.key);
      weights.set(term.key, countsInCoverage(term) ? absentShare * ceiling * idf(total, 1) * term.boost : 0);
      variantWeights.set(term.key, []);
      return;
    }
    const weight = weighOf(dfs[0]! > 0 ? dfs[0]! : Math.min(...found));
    weights.set(term.key, weight);
    variantWeights.set(
      term.key,
      queries.flatMap((query, variant) =>
        dfs[variant]! > 0 ? [{ query, weight: Math.min(weight, weighOf(dfs[variant]!)), variant: texts[variant]! }] : [],
      ),
    );
  });
  return { weights, variantWeights, absent };
}

/** The most a term may weigh, as a share of a word the table uses once: 1 without the prior, and for names and figures. */
function generalCeiling(term: Term, options: SearchOptions): number {
  if (!options.commonWords || term.kind === 'figure' || term.boost > 1) return 1;
  return commonWordsCeiling(term.key);
}

/** How many words may stand between a pair's two words; none between a phrase's. */
function gapOf(term: Term, options: SearchOptions): number {
  return term.kind === 'pair' ? (options.pairGap ?? 0) : 0;
}

function countsInCoverage(term: Term): boolean {
  return term.kind === 'word' || term.kind === 'phrase';
}

/**
 * The rows holding at least one term, best first, ties by key. A row's
 * coverage is the share of the question's weight it holds; its score adds
 * the tie-breakers (figures and word pairs found, the title's fit).
 * Postgres stems each variant with its English configuration (Snowball), as
 * it stemmed the rows, and checks each field label from the heaviest down.
 */
export async function searchTable<Row>(
  db: Database,
  table: SearchTable,
  query: SearchQuery,
  options: SearchOptions,
): Promise<SearchResult<Row>> {
  const terms = query.terms.filter((term) => termQuery(term) !== '');
  const core = terms.filter(countsInCoverage);
  if (core.length === 0) return { hits: [], weights: new Map(), absent: new Set() };
  const { weights, variantWeights, absent } = await termWeights(db, table, terms, options);
  const totalWeight = core.reduce((sum, term) => sum + (weights.get(term.key) ?? 0), 0);
  // Terms some row holds; an absent word still weighs in totalWeight, against every row.
  const found = terms.filter((term) => !absent.has(term.key) && (weights.get(term.key) ?? 0) > 0);
  const counted = found.filter(countsInCoverage);
  if (counted.length === 0 || totalWeight === 0) return { hits: [], weights, absent };
  const fields = options.fields ?? DEFAULT_FIELD_WEIGHTS;
  const vector = `k.${identifier(table.vector)}`;
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const anyTerm = param(counted.map((term) => termQuery(term)).join(' | '));
  const unsaid = unsaidNameWords(query, counted, options.nameWords);
  const rowKey = `k.${identifier(table.key)}`;
  const termScores = counted.map((term) => {
    const byVariant = (variantWeights.get(term.key) ?? []).map(({ query, weight, variant }) => {
      const labelled = (['A', 'B', 'C', 'D'] as const).map(
        (label) => `when ${vector} @@ to_tsquery('english', ${param(labelQuery(query, label))}) then ${fields[label]}`,
      );
      // A row using the visitor's own word inside a name the question does not say holds it only where it uses it outside one.
      const named = unsaid.get(term.key);
      const outside =
        named && stemOf(variant) === term.key
          ? (['A', 'B', 'C', 'D', null] as const).flatMap((label) => {
              const keys = [...named].filter(([, best]) => best === label).map(([key]) => key);
              return keys.length === 0 ? [] : [`when ${rowKey} = any(${param(keys)}::text[]) then ${label ? fields[label] : 0}`];
            })
          : [];
      return `(case ${[...outside, ...labelled].join(' ')} else 0 end) * ${param(weight)}::float8`;
    });
    return byVariant.length === 1 ? byVariant[0]! : `greatest(${byVariant.join(', ')})`;
  });
  const holds = found.map((term) => {
    const held = `${vector} @@ to_tsquery('english', ${param(termQuery(term, '', gapOf(term, options)))})`;
    const onlyInNames = [...(unsaid.get(term.key) ?? [])].filter(([, best]) => best === null).map(([key]) => key);
    if (onlyInNames.length === 0) return held;
    const others = termQuery({ variants: term.variants.filter((variant) => stemOf(variant) !== term.key) }, '', gapOf(term, options));
    const byOthers = others ? `${vector} @@ to_tsquery('english', ${param(others)})` : 'false';
    return `(${held} and (not ${rowKey} = any(${param(onlyInNames)}::text[]) or ${byOthers}))`;
  });
  const filter = options.where ? `and k.${identifier(options.where.column)} = ${param(options.where.value)}` : '';
  const columns = [...new Set([...table.columns, table.key, ...(table.title ? [table.title] : [])])]
    .map((column) => `k.${identifier(column)}`)
    .join(', ');
  const limit = Math.max(1, Math.floor(options.limit));
  // More candidates than asked for, so the tie-breakers can reorder near-equals.
  const sql = `
    select ${columns}, (${termScores.join(' + ')})::float8 as search_score, array[${holds.join(', ')}] as search_found
    from ${identifier(table.table)} k
    where ${vector} @@ to_tsquery('english', ${anyTerm}) ${filter}
    order by search_score desc, k.${identifier(table.key)}
    limit ${limit * TIE_BREAK_POOL}`;
  const rows = await db.query<Record<string, unknown> & { search_score: number; search_found: boolean[] }>(sql, params);
  const aliasCover = options.aliases ? aliasCoverage(query.question, counted, weights, totalWeight, options.aliasMinWords ?? 2) : undefined;
  const questionWords = questionWordsOf(counted.map((term) => ({ ...term, variants: term.variants.slice(0, 1) })));
  const hits = rows.map(({ search_score, search_found, ...row }) => {
    const held = found.filter((_, index) => search_found[index]);
    const key = String(row[table.key]);
    const aliasShare = aliasCover ? aliasCover(options.aliases!(key)) : 0;
    const coverage = Number(search_score) / totalWeight + ALIAS_WEIGHT * aliasShare;
    const tieBreak = held
      .filter((term) => !countsInCoverage(term))
      .reduce((sum, term) => sum + (term.kind === 'pair' ? PAIR_WEIGHT * ((weights.get(term.key) ?? 0) / totalWeight) : FIGURE_BONUS), 0);
    const fit = table.title ? titleFit(String(row[table.title] ?? ''), questionWords) : 0;
    return {
      row: row as Row,
      coverage,
      score: coverage + tieBreak + TITLE_FIT_WEIGHT * fit,
      aliasShare,
      matched: held.filter(countsInCoverage).map((term) => term.key),
      key,
    };
  });
  hits.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { weights, absent, hits: hits.slice(0, limit).map(({ key: _key, ...hit }) => hit) };
}

/**
 * The question's words that the table uses inside names the question does
 * not say, with the rows that use them so. A word the visitor wrote as a name
 * (in capitals) is left as it is.
 */
function unsaidNameWords(query: SearchQuery, terms: readonly Term[], nameWords: NameWords | undefined) {
  const unsaid = new Map<string, ReadonlyMap<string, FieldLabel | null>>();
  if (!nameWords) return unsaid;
  const questionStems = contentStems(unhyphenated(query.question));
  for (const term of terms) {
    const named = term.kind === 'word' && term.boost <= 1 ? nameWords.get(term.key) : undefined;
    if (named && !named.names.some((name) => saysName(questionStems, name))) unsaid.set(term.key, named.rows);
  }
  return unsaid;
}

/** How many times the asked-for number of rows are ranked before the tie-breakers reorder them. */
const TIE_BREAK_POOL = 3;
/** A pair of the question's neighbouring words found together adds this share of its weight. */
const PAIR_WEIGHT = 0.25;
/** Each of the question's figures a row also states. */
const FIGURE_BONUS = 0.03;
/** How much a title made wholly of the question's words adds to a row's score. */
const TITLE_FIT_WEIGHT = 0.2;

/** A phrase said word for word adds this share of the weight of the question's words it covers. */
const ALIAS_WEIGHT = 0.5;

/**
 * For a row's aliases, the share of the question's weight covered by those
 * of at least `minWords` meaningful words that the question says in order,
 * word for word, with nothing but function words between them. Words are
 * compared as stems, and a word also stands for its one-word synonyms, so
 * 'I sold some shares' says the alias 'sell shares'.
 */
function aliasCoverage(
  question: string,
  terms: readonly Term[],
  weights: ReadonlyMap<string, number>,
  totalWeight: number,
  minWords: number,
) {
  const termOfStem = new Map(terms.filter((term) => term.kind === 'word').map((term) => [term.key, term]));
  // A word inside a synonym phrase ('torch' in 'torch-on') carries its share of the phrase's weight.
  const phraseShare = new Map<string, number>();
  for (const term of terms.filter((candidate) => candidate.kind === 'phrase')) {
    const stems = term.key.split(' ').filter((stem) => !termOfStem.has(stem));
    for (const stem of stems) phraseShare.set(stem, Math.max(phraseShare.get(stem) ?? 0, (weights.get(term.key) ?? 0) / stems.length));
  }
  const spoken = contentWords(unhyphenated(question)).map(({ stem }) => {
    const term = termOfStem.get(stem);
    const alternatives = term ? term.variants.filter((variant) => wordsOf(variant).length === 1).map(stemOf) : [];
    return { stem, forms: new Set([stem, ...alternatives]), weight: term ? (weights.get(term.key) ?? 0) : (phraseShare.get(stem) ?? 0) };
  });
  // An alias of function words only ('on his own') has no stems to match in
  // order; it counts when the question says it as a synonym phrase.
  const saidPhrases = new Map(
    terms
      .filter((term) => term.kind === 'phrase')
      .flatMap((term) => term.variants.map((variant) => [variant.toLowerCase(), weights.get(term.key) ?? 0] as const)),
  );
  return (aliases: readonly string[]): number => {
    const covered = new Set<number>();
    let phraseWeight = 0;
    for (const alias of aliases) {
      const aliasStems = contentWords(unhyphenated(alias)).map(({ stem }) => stem);
      if (aliasStems.length === 0) phraseWeight += saidPhrases.get(alias.toLowerCase()) ?? 0;
      if (aliasStems.length < minWords) continue;
      for (let start = 0; start + aliasStems.length <= spoken.length; start += 1) {
        if (aliasStems.every((stem, offset) => spoken[start + offset]!.forms.has(stem))) {
          aliasStems.forEach((_, offset) => covered.add(start + offset));
        }
      }
    }
    const weight = [...covered].reduce((sum, index) => sum + spoken[index]!.weight, phraseWeight);
    return Math.min(1, weight / totalWeight);
  };
}

function unhyphenated(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1 ');
}

function questionWordsOf(terms: readonly Term[]): Set<string> {
  return new Set(terms.flatMap((term) => term.variants.flatMap((variant) => wordsOf(variant).map(plainForm))));
}

/** A word without a plural 's', so 'employers' meets 'employer' but 'employer' never meets 'self-employed'. */
function plainForm(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * How well a title says what the question says (F1 of the title's
 * meaningful words against the question's). A word the question uses as
 * written counts in full, a word it uses in another form ('scaffold' for
 * 'Scaffolding') counts half: stems make 'employer' and 'self-employed' one
 * word, but a title that names the question's own words is the better answer.
 */
function titleFit(title: string, questionWords: ReadonlySet<string>): number {
  const questionStems = new Set([...questionWords].map(stemOf));
  const words = [...new Set(contentWords(title).map(({ word }) => plainForm(word)))];
  const held = words.reduce((sum, word) => sum + (questionWords.has(word) ? 1 : questionStems.has(stemOf(word)) ? 0.5 : 0), 0);
  if (held === 0) return 0;
  const precision = held / words.length;
  const recall = Math.min(1, held / questionWords.size);
  return (2 * precision * recall) / (precision + recall);
}
