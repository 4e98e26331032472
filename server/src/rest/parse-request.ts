// Turns a PostgREST-style read (select, order, limit, offset) into a checked
// description. Only whitelisted names get through, so the SQL built from it
// never contains caller text.
import type { RestWhitelist } from './whitelist.ts';

export const MAX_ROWS = 1000;
const MAX_OFFSET = 100_000;

export interface RestRead {
  table: string;
  columns: string[];
  order: { column: string; descending: boolean; nulls?: 'first' | 'last' }[];
  limit: number;
  offset: number;
}

export class RestRequestError extends Error {}

export function parseRestRead(table: string, params: URLSearchParams, whitelist: RestWhitelist): RestRead {
  const allowed = Object.hasOwn(whitelist, table) ? whitelist[table] : undefined;
  if (!allowed) throw new RestRequestError(`The table "${table}" is not available.`);

  for (const key of new Set(params.keys())) {
    if (!['select', 'order', 'limit', 'offset'].includes(key)) {
      throw new RestRequestError(`The query parameter "${key}" is not supported: only select, order, limit and offset.`);
    }
    if (params.getAll(key).length > 1) throw new RestRequestError(`The query parameter "${key}" is given twice.`);
  }

  const column = (name: string): string => {
    if (!allowed.includes(name)) throw new RestRequestError(`The column "${name}" is not available on ${table}.`);
    return name;
  };

  const select = params.get('select')?.trim() || '*';
  const columns = select === '*' ? [...allowed] : select.split(',').map((name) => column(name.trim()));

  const order = (params.get('order') ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const [name = '', ...modifiers] = part.trim().split('.');
      let descending = false;
      let nulls: 'first' | 'last' | undefined;
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
        else if (modifier === 'nullsfirst' || modifier === 'nullslast') nulls = modifier === 'nullsfirst' ? 'first' : 'last';
        else throw new RestRequestError(`The order "${part}" is not understood: use column.asc or column.desc.`);
      }
      return { column: column(name), descending, ...(nulls ? { nulls } : {}) };
    });

  return {
    table,
    columns,
    order,
    limit: integerParam(params, 'limit', MAX_ROWS, MAX_ROWS),
    offset: integerParam(params, 'offset', 0, MAX_OFFSET),
  };
}

function integerParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    throw new RestRequestError(`${name} must be a whole number from 0 to ${max}.`);
  }
  return Number(raw);
}

/** SQL for the rows; identifiers come from the whitelist, numbers are bound. */
export function rowsSql(read: RestRead): { sql: string; params: number[] } {
  const columns = read.columns.map(quote).join(', ');
  const order = read.order.length
    ? ` order by ${read.order
        .map((o) => `${quote(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`)
        .join(', ')}`
    : '';
  return { sql: `select ${columns} from public.${quote(read.table)}${order} limit $1 offset $2`, params: [read.limit, read.offset] };
}

export function countSql(read: RestRead): string {
  return `select count(*)::int as count from public.${quote(read.table)}`;
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** PostgREST's Content-Range: "0-9/42", "*\/0" when no rows, "/*" when not counted. */
export function contentRange(offset: number, rowCount: number, total: number | undefined): string {
  const range = rowCount > 0 ? `${offset}-${offset + rowCount - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}
