import { describe, expect, it } from 'vitest';
import { getQueryClient } from './query-client';

describe('query client', () => {
  it('is one client per page', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('uses the site defaults: 3 query retries, backoff from 1 s capped at 30 s, no mutation retry, 5 min cache', () => {
    const { queries, mutations } = getQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(3);
    const delay = queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 5, 10].map((attempt) => delay(attempt))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(mutations?.retry).toBe(false);
    expect(queries?.gcTime).toBe(300_000);
  });
});
