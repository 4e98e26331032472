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
import { sqlLiteral, sqlText } from './sql-literal.ts';
import type { SqlExecutor } from '../types.ts';
import type { KnowledgeBase, KnowledgeRow } from '../../functions/_shared/knowledge-version.ts';

export type { KnowledgeBase, KnowledgeRow };

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
${base.rows.map((row, index) => `(${columns.map((column) => sqlLiteral(row[column]!)).join(', ')}, ${index})`).join(',\n')};`);
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

/** Records that the table now holds the version of the sources whose rows hash to `hash`. */
export function renderKnowledgeVersion(base: Pick<KnowledgeBase, 'name'>, hash: string): string {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a SHA-256 hex digest: ${hash}`);
  return `insert into ${KNOWLEDGE_VERSIONS} (base, content_hash) values (${sqlText(base.name)}, '${hash}')
on conflict (base) do update set content_hash = excluded.content_hash, updated_at = now();`;
}

const KNOWLEDGE_VERSIONS = 'public.knowledge_versions';

function upsertClause(columns: readonly string[], keys: readonly string[]): string {
  const updated = columns.filter((column) => !keys.includes(column));
  // With nothing but the key, an existing row is already right.
  return updated.length === 0
    ? `on conflict (${keys.join(', ')}) do nothing;`
    : `on conflict (${keys.join(', ')}) do update set
  ${updated.map((column) => `${column} = excluded.${column}`).join(',\n  ')}
where (${prefixed('k', updated)}) is distinct from (${prefixed('excluded', updated)});`;
}

function header(base: KnowledgeBase, summary: string, command: string): string {
  return `-- ${summary}
-- GENERATED by scripts/generate-knowledge.ts from ${base.sourcePath}:
-- edit the sources, run \`${command}\`, and never edit this file.
`;
}

/**
 * The migration that applies a delta: a delete of the dropped keys, then an
 * upsert of the new and changed rows, then (given the sources' hash) the
 * version the functions check.
 */
export function renderKnowledgeDelta(base: KnowledgeBase, delta: KnowledgeDelta, hash?: string): string {
  const { table, columns, keys } = shapeOf(base);
  const statements: string[] = [];
  if (delta.deletes.length > 0) {
    // Keys are written as text literals; Postgres reads each as the column's type.
    const dropped = delta.deletes.map((key) => tuple(keys.map((column) => sqlText(key[column]!))));
    statements.push(`delete from ${table}\nwhere ${tuple(keys)} in (${dropped.join(', ')});`);
  }
  if (delta.upserts.length > 0) {
    statements.push(
      `insert into ${table} as k (${columns.join(', ')}) values\n${valuesOf(delta.upserts, columns)}\n${upsertClause(columns, keys)}`,
    );
  }
  if (hash !== undefined) statements.push(renderKnowledgeVersion(base, hash));
  const summary = `Brings ${table} in line with the knowledge sources: ${delta.upserts.length} new or changed row(s), ${delta.deletes.length} removed.
-- The baseline and earlier *${syncMigrationSuffix(base)} migrations hold the rest.`;
  return `${header(base, summary, 'npm run generate:knowledge')}
${statements.join('\n\n')}
`;
}

export function baselineMigrationSuffix(base: Pick<KnowledgeBase, 'name'>): string {
  return `_${identifier(base.name)}_knowledge_baseline.sql`;
}

/**
 * The whole table as one migration that is right whatever the database held
 * before: the sources go into a scratch table with the table's own column
 * types, keys they lack are deleted, and every source row is upserted (a row
 * already equal is left alone). A database that applied the migrations this
 * replaces and a fresh one end up the same, which is what lets a squash drop
 * those migrations.
 */
export function renderKnowledgeBaseline(base: KnowledgeBase, hash: string): string {
  const { table, columns, keys } = shapeOf(base);
  const scratch = `knowledge_baseline_${identifier(base.name)}`;
  const columnList = columns.join(', ');
  const summary = `Every row of ${table} (${base.rows.length}), as the knowledge sources hold them.
-- Later *${syncMigrationSuffix(base)} migrations hold only what changed since.`;
  return `${header(base, summary, 'npm run generate:knowledge -- --baseline')}
create temp table ${scratch} as select ${columnList}, null::integer as source_index from ${table} limit 0;

insert into pg_temp.${scratch} (${columnList}, source_index) values
${base.rows.map((row, index) => `(\n  ${columns.map((column) => sqlLiteral(row[column]!)).join(',\n  ')},\n  ${index}\n)`).join(',\n')};

delete from ${table} k
where not exists (select 1 from pg_temp.${scratch} s where (${prefixed('s', keys)}) = (${prefixed('k', keys)}));

insert into ${table} as k (${columnList})
select ${columnList} from pg_temp.${scratch} order by source_index
${upsertClause(columns, keys)}

drop table pg_temp.${scratch};

${renderKnowledgeVersion(base, hash)}
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
