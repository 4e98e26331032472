// Knowledge we write in TypeScript reaches every database, local or hosted,
// as migrations. Applied migrations never run again (and must not change), so
// an edit to the sources ships as a NEW migration. It holds only the
// difference: the rows the edit added or changed (upserted by their key) and
// the keys it removed (deleted). The difference is taken against the state the
// existing migrations leave, read from a database that applied them all, and
// Postgres itself compares the values, so a date or a jsonb value counts as
// changed only when the column's value would change.
// `npm run generate:knowledge` writes it; a test fails while applying every
// migration does not yield exactly the sources.
import { sqlLiteral, sqlText, type SqlValue } from './sql-literal.ts';
import type { SqlExecutor } from '../types.ts';

export type KnowledgeRow = Readonly<Record<string, SqlValue>>;

export interface KnowledgeBase {
  /** Short name, used in the migration's file name: `<version>_<name>_knowledge_sync.sql`. */
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

/** What a migration must do to bring a table that applied every earlier migration in line with the sources. */
export interface KnowledgeDelta {
  /** Source rows that are new or differ from the table's, in source order. */
  upserts: KnowledgeRow[];
  /** Keys the table holds and the sources no longer have, each column's value as text. */
  deletes: Record<string, string>[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

export function syncMigrationSuffix(base: Pick<KnowledgeBase, 'name'>): string {
  return `_${identifier(base.name)}_knowledge_sync.sql`;
}

interface Shape {
  table: string;
  columns: string[];
  keys: string[];
}

/** Checks that every row has the same plain columns, the key among them, and no key twice. */
function shapeOf(base: KnowledgeBase): Shape {
  const [first] = base.rows;
  if (!first) throw new Error(`Knowledge base ${base.name} has no rows.`);
  const columns = Object.keys(first).map(identifier);
  const keys = (typeof base.key === 'string' ? [base.key] : [...base.key]).map(identifier);
  const missing = keys.filter((key) => !columns.includes(key));
  if (missing.length > 0) throw new Error(`Knowledge base ${base.name}: rows lack the key ${missing.join(', ')}.`);
  const seen = new Set<string>();
  for (const row of base.rows) {
    const rowColumns = Object.keys(row);
    if (rowColumns.length !== columns.length || rowColumns.some((column, index) => column !== columns[index])) {
      throw new Error(`Knowledge base ${base.name}: every row needs the columns ${columns.join(', ')} in that order.`);
    }
    const key = tuple(keys.map((column) => sqlLiteral(row[column]!)));
    if (seen.has(key)) throw new Error(`Knowledge base ${base.name}: duplicate key ${key}.`);
    seen.add(key);
  }
  return { table: `public.${identifier(base.table)}`, columns, keys };
}

function tuple(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `(${items.join(', ')})`;
}

function prefixed(alias: string, columns: readonly string[]): string {
  return columns.map((column) => `${alias}.${column}`).join(', ');
}

function valuesOf(rows: readonly KnowledgeRow[], columns: readonly string[]): string {
  return rows.map((row) => `(\n  ${columns.map((column) => sqlLiteral(row[column]!)).join(',\n  ')}\n)`).join(',\n');
}

// A scratch table, private to this session, with the knowledge columns' own
// types: the sources are loaded into it so Postgres compares like with like.
const SCRATCH = 'pg_temp.knowledge_sources';

/** The rows to upsert and the keys to delete so that `db`'s table holds exactly the sources. */
export async function knowledgeDelta(db: SqlExecutor, base: KnowledgeBase): Promise<KnowledgeDelta> {
  const { table, columns, keys } = shapeOf(base);
  await db.exec(`drop table if exists ${SCRATCH};
create temp table knowledge_sources as
  select ${columns.join(', ')}, null::integer as source_index from ${table} limit 0;
insert into ${SCRATCH} (${columns.join(', ')}, source_index) values
${base.rows
  .map((row, index) => `(${columns.map((column) => sqlLiteral(row[column]!)).join(', ')}, ${index})`)
  .join(',\n')};`);
  try {
    const changed = await db.query<{ source_index: number }>(
      `select s.source_index from ${SCRATCH} s
where not exists (
  select 1 from ${table} k where (${prefixed('k', columns)}) is not distinct from (${prefixed('s', columns)})
)
order by s.source_index`,
    );
    const removed = await db.query<Record<string, string>>(
      `select ${keys.map((key) => `k.${key}::text as ${key}`).join(', ')} from ${table} k
where not exists (select 1 from ${SCRATCH} s where (${prefixed('s', keys)}) = (${prefixed('k', keys)}))
order by ${prefixed('k', keys)}`,
    );
    return { upserts: changed.map((row) => base.rows[row.source_index]!), deletes: removed };
  } finally {
    await db.exec(`drop table if exists ${SCRATCH}`);
  }
}

export function isEmptyDelta(delta: KnowledgeDelta): boolean {
  return delta.upserts.length === 0 && delta.deletes.length === 0;
}

/** The migration that applies a delta: a delete of the dropped keys, then an upsert of the new and changed rows. */
export function renderKnowledgeDelta(base: KnowledgeBase, delta: KnowledgeDelta): string {
  const { table, columns, keys } = shapeOf(base);
  const keyList = keys.join(', ');
  const statements: string[] = [];
  if (delta.deletes.length > 0) {
    // Keys are written as text literals; Postgres reads each as the column's type.
    const dropped = delta.deletes.map((key) => tuple(keys.map((column) => sqlText(key[column]!))));
    statements.push(`delete from ${table}\nwhere ${tuple(keys)} in (${dropped.join(', ')});`);
  }
  if (delta.upserts.length > 0) {
    const updated = columns.filter((column) => !keys.includes(column));
    // With nothing but the key, an existing row is already right.
    const onConflict =
      updated.length === 0
        ? `on conflict (${keyList}) do nothing;`
        : `on conflict (${keyList}) do update set
  ${updated.map((column) => `${column} = excluded.${column}`).join(',\n  ')}
where (${prefixed('k', updated)}) is distinct from (${prefixed('excluded', updated)});`;
    statements.push(`insert into ${table} as k (${columns.join(', ')}) values\n${valuesOf(delta.upserts, columns)}\n${onConflict}`);
  }
  return `-- Brings ${table} in line with the knowledge sources: ${delta.upserts.length} new or changed row(s), ${delta.deletes.length} removed.
-- Earlier *${syncMigrationSuffix(base)} migrations hold the rest.
-- GENERATED by scripts/generate-knowledge.ts from ${base.sourcePath}:
-- edit the sources, run \`npm run generate:knowledge\`, and never edit this file.

${statements.join('\n\n')}
`;
}

/**
 * A version that sorts after every existing migration: the current UTC time
 * (YYYYMMDDHHmmss), or one more than the newest version when that is later.
 */
export function nextMigrationVersion(files: readonly string[], now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const newest = files
    .map((file) => /^(\d{14})_/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort()
    .at(-1);
  return newest && newest >= stamp ? String(BigInt(newest) + 1n) : stamp;
}
