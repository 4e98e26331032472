// Postgres full-text search over a knowledge table, shared by the demos that
// ground their answers in stored content. Query text never reaches SQL as
// syntax: words are reduced to letters and digits before a tsquery is built,
// and table and column names must be plain identifiers.
import type { Database } from './database.ts';

/** Where the knowledge lives and which of its columns to return. */
export interface KnowledgeTable {
  table: string;
  /** Column that orders ties, so results are repeatable. */
  key: string;
  columns: readonly string[];
  /** tsvector column (GIN-indexed) built from the row's content. */
  vectorColumn: string;
}

/** A table whose rows also carry a stored tsquery saying when they apply. */
export interface TopicTable extends KnowledgeTable {
  queryColumn: string;
}

export interface TextMatch<Row> {
  /** Position of the matched text in the list that was searched. */
  textIndex: number;
  /** ts_rank_cd of the text against the row's query: more matched phrases, higher. */
  rank: number;
  row: Row;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/** The distinct words of a text, lower-cased, letters and digits only. */
export function queryWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/**
 * A to_tsquery source matching any of the text's words, optionally only where
 * they carry one of `weights` (e.g. 'A'). Empty when the text has no words.
 */
export function anyWordQuery(text: string, weights = ''): string {
  const suffix = weights ? `:${weights}` : '';
  return queryWords(text)
    .map((word) => `${word}${suffix}`)
    .join(' | ');
}

/**
 * Finds, for each text, the rows whose stored query the text satisfies.
 *
 * The GIN index first narrows the table to rows sharing at least one word
 * (at `candidateWeights`) with the text; the row's own query then confirms
 * the match, which is how whole-phrase conditions such as 'overhead power
 * line' avoid firing on 'power tools'. Results come ordered by text, then
 * rank (best first), then key.
 */
export async function matchTexts<Row>(
  db: Database,
  table: TopicTable,
  texts: readonly string[],
  candidateWeights = 'A',
): Promise<TextMatch<Row>[]> {
  const inputs = texts.map((text) => ({ text, candidates: anyWordQuery(text, candidateWeights) }));
  if (inputs.every((input) => input.candidates === '')) return [];
  const columns = table.columns.map((column) => `k.${identifier(column)}`).join(', ');
  const sql = `
    select i.text_index as "textIndex", ts_rank_cd(i.doc, k.${identifier(table.queryColumn)}) as rank, ${columns}
    from (
      select (e.ordinality - 1)::int as text_index,
             to_tsvector('english', e.value ->> 'text') as doc,
             to_tsquery('english', e.value ->> 'candidates') as candidates
      from jsonb_array_elements($1::jsonb) with ordinality as e(value, ordinality)
      where e.value ->> 'candidates' <> ''
    ) i
    join ${identifier(table.table)} k
      on k.${identifier(table.vectorColumn)} @@ i.candidates
     and i.doc @@ k.${identifier(table.queryColumn)}
    order by i.text_index, rank desc, k.${identifier(table.key)}`;
  const rows = await db.query<Record<string, unknown> & { textIndex: number; rank: number }>(sql, [
    JSON.stringify(inputs),
  ]);
  return rows.map(({ textIndex, rank, ...row }) => ({ textIndex, rank: Number(rank), row: row as Row }));
}

export interface RankedRow<Row> {
  /** ts_rank of the row against the text's words, weighted A > B > C > D. */
  rank: number;
  row: Row;
}

export interface RankOptions {
  limit: number;
  /** Keep only rows whose `column` equals `value` (e.g. one area of a knowledge base). */
  where?: { column: string; value: string };
}

/**
 * The rows sharing at least one word with `text`, best first: ts_rank over
 * the row's weighted vector, so a word in a title or keyword outranks the
 * same word in body text, and more shared words rank higher. Ties go by key.
 */
export async function rankByWords<Row>(
  db: Database,
  table: KnowledgeTable,
  text: string,
  options: RankOptions,
): Promise<RankedRow<Row>[]> {
  const query = anyWordQuery(text);
  if (query === '') return [];
  const columns = table.columns.map((column) => `k.${identifier(column)}`).join(', ');
  const vector = `k.${identifier(table.vectorColumn)}`;
  const params: unknown[] = [query, Math.max(1, Math.floor(options.limit))];
  const filter = options.where ? `and k.${identifier(options.where.column)} = $3` : '';
  if (options.where) params.push(options.where.value);
  const sql = `
    select ts_rank(${vector}, q) as rank, ${columns}
    from ${identifier(table.table)} k, to_tsquery('english', $1) q
    where ${vector} @@ q ${filter}
    order by rank desc, k.${identifier(table.key)}
    limit $2`;
  const rows = await db.query<Record<string, unknown> & { rank: number }>(sql, params);
  return rows.map(({ rank, ...row }) => ({ rank: Number(rank), row: row as Row }));
}
