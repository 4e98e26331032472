// Values written into generated SQL as literals. Only our own typed knowledge
// goes through here (never visitor input), and every string is quoted with
// doubled single quotes, so text round-trips exactly. JSON is written on one
// line: pretty-printing made the SQL several times the size of the TypeScript
// it copies, and a diff still shows which value changed.
import type { KnowledgeValue } from '../../functions/_shared/knowledge-version.ts';

export type SqlValue = KnowledgeValue;

export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A literal for a column value: text, number, boolean, null, or jsonb for arrays and objects. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return sqlText(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `${sqlText(JSON.stringify(value))}::jsonb`;
}
