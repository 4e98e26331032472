// The functions answer from the knowledge in their own bundle; the database
// copy is only the search index. The two must be the same version, or a
// search would find rows the answer cannot explain (or miss new ones). Each
// generated knowledge migration records a content hash of its rows in
// `knowledge_versions`; a function computes the same hash from the rows it
// carries and refuses to answer while they differ, which is what happens when
// the functions are deployed without `supabase db push` or the other way round.
import { HttpError } from './errors.ts';
import type { Database } from './database-types.ts';

/** A column value as the knowledge writes it: text, number, boolean, null, or jsonb for arrays and objects. */
export type KnowledgeValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

export type KnowledgeRow = Readonly<Record<string, KnowledgeValue>>;

/** One table of knowledge rows, mapped from a function's typed entries (its `knowledge/rows.ts`). */
export interface KnowledgeBase {
  /** Short name: the `knowledge_versions.base` key and part of the migration's file name. */
  name: string;
  /** Table in the public schema; it is created by a migration of its own. */
  table: string;
  /** Unique column (or columns) that identify a row across versions of the sources. */
  key: string | readonly string[];
  /** Where the sources live, named in the generated file's header. */
  sourcePath: string;
  /** Every row, with the same columns (the key included). */
  rows: readonly KnowledgeRow[];
}

/** JSON with object keys sorted at every depth, so the same values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

function keyColumns(base: Pick<KnowledgeBase, 'key'>): string[] {
  return typeof base.key === 'string' ? [base.key] : [...base.key];
}

/**
 * SHA-256 (hex) of the base's rows as canonical JSON, ordered by key: the
 * order entries are listed in is not part of what the table holds.
 */
export async function contentHash(base: Pick<KnowledgeBase, 'key' | 'rows'>): Promise<string> {
  const keys = keyColumns(base);
  const rows = base.rows
    .map((row) => ({ key: canonicalJson(keys.map((column) => row[column])), row: canonicalJson(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((item) => item.row);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`[${rows.join(',')}]`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface KnowledgeMismatch {
  base: string;
  /** The hash of the rows this function carries. */
  bundle: string;
  /** The hash the database's last knowledge migration recorded; null when it holds none. */
  database: string | null;
}

export const KNOWLEDGE_UPDATING_MESSAGE = 'The knowledge base is being updated; please try again in a few minutes.';

/**
 * Checks, once per function instance, that the database holds the same
 * version of each base as the bundle. A match is remembered for the life of
 * the instance (a deploy starts new instances), for the database it was
 * checked on; a mismatch is not, so the next request checks again and
 * answers as soon as the migration lands.
 */
export class KnowledgeVersionCheck {
  private bundleHashes: Promise<Map<string, string>> | undefined;
  private readonly matched = new WeakSet<Database>();

  constructor(
    private readonly functionName: string,
    private readonly bases: readonly KnowledgeBase[],
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  /** The bases whose database version differs from the bundle's (empty when they all match). */
  async mismatches(db: Database): Promise<KnowledgeMismatch[]> {
    this.bundleHashes ??= Promise.all(this.bases.map(async (base) => [base.name, await contentHash(base)] as const)).then(
      (pairs) => new Map(pairs),
    );
    const bundle = await this.bundleHashes;
    const rows = await db.query<{ base: string; content_hash: string }>('select base, content_hash from public.knowledge_versions');
    const recorded = new Map(rows.map((row) => [row.base, row.content_hash]));
    return [...bundle]
      .filter(([name, hash]) => recorded.get(name) !== hash)
      .map(([name, hash]) => ({ base: name, bundle: hash, database: recorded.get(name) ?? null }));
  }

  /** Throws a 503 (and logs which base and both hashes) unless the database holds the bundle's version. */
  async require(db: Database): Promise<void> {
    if (this.matched.has(db)) return;
    const mismatches = await this.mismatches(db);
    if (mismatches.length === 0) {
      this.matched.add(db);
      return;
    }
    for (const mismatch of mismatches) {
      this.log(
        `[${this.functionName}] knowledge base '${mismatch.base}' differs between the bundle (${mismatch.bundle}) ` +
          `and the database (${mismatch.database ?? 'no version recorded'}): refusing to answer. ` +
          'Run `supabase db push` and deploy the functions from the same commit.',
      );
    }
    throw new HttpError(503, KNOWLEDGE_UPDATING_MESSAGE, { 'retry-after': '120' });
  }
}
