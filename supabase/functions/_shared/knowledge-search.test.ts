import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { anyWordQuery, matchTexts, queryWords } from './knowledge-search.ts';

describe('query building', () => {
  it('keeps only letters and digits, so text cannot inject tsquery syntax', () => {
    expect(queryWords("Don't | drop & (tables) ! 2m")).toEqual(['don', 't', 'drop', 'tables', '2m']);
    expect(anyWordQuery('scaffold & trench:*', 'A')).toBe('scaffold:A | trench:A');
    expect(anyWordQuery('Éire na mBan')).toBe('éire | na | mban');
    expect(anyWordQuery('!!!')).toBe('');
  });
});

describe('matchTexts', () => {
  const unused: Database = {
    query: () => Promise.reject(new Error('should not query')),
  };
  const table = { table: 'topics', key: 'id', columns: ['id'], vectorColumn: 'v', queryColumn: 'q' };

  it('does not query when no text has a word', async () => {
    expect(await matchTexts(unused, table, ['', '...'])).toEqual([]);
  });

  it('refuses table or column names that are not plain identifiers', async () => {
    await expect(matchTexts(unused, { ...table, table: 'topics; drop table x' }, ['scaffold'])).rejects.toThrow(/identifier/);
  });
});
