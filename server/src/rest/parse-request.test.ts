import { describe, expect, it } from 'vitest';
import { contentRange, parseRestRead, rowsSql } from './parse-request.ts';

const whitelist = { items: ['id', 'label', 'created_at'] };
const parse = (query: string) => parseRestRead('items', new URLSearchParams(query), whitelist);

describe('parseRestRead', () => {
  it('reads select, order, limit and offset as supabase-js sends them', () => {
    const read = parse('select=id,label&order=created_at.desc.nullslast,id&limit=5&offset=10');
    expect(read).toEqual({
      table: 'items',
      columns: ['id', 'label'],
      order: [
        { column: 'created_at', descending: true, nulls: 'last' },
        { column: 'id', descending: false },
      ],
      limit: 5,
      offset: 10,
    });
    expect(rowsSql(read).sql).toBe(
      'select "id", "label" from public."items" order by "created_at" desc nulls last, "id" asc limit $1 offset $2',
    );
  });

  it('expands * to the whitelisted columns only and caps the row count', () => {
    expect(parse('select=*')).toMatchObject({ columns: ['id', 'label', 'created_at'], limit: 1000 });
  });

  it.each([
    ['select=id,secret', /column "secret"/],
    ['select=label:id', /column "label:id"/],
    ['select=items(*)', /column "items\(\*\)"/],
    ['order=id.sideways', /not understood/],
    ['limit=1001', /from 0 to 1000/],
    ['limit=1e3', /whole number/],
    ['offset=-5', /whole number/],
    ['id=eq.1', /not supported/],
    ['limit=1&limit=2', /given twice/],
  ])('refuses %s', (query, message) => {
    expect(() => parse(query)).toThrow(message);
  });

  it('refuses tables outside the whitelist, including inherited names', () => {
    expect(() => parseRestRead('constructor', new URLSearchParams(), whitelist)).toThrow(/not available/);
  });
});

describe('contentRange', () => {
  it('writes the PostgREST forms', () => {
    expect(contentRange(0, 10, 42)).toBe('0-9/42');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(5, 2, undefined)).toBe('5-6/*');
  });
});
