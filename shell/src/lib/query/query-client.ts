import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

let client: QueryClient | undefined;

/**
 * The page's one query client. Its defaults (three retries with backoff for a
 * read, none for a mutation, so a form is never sent twice behind the
 * visitor's back; five minutes' cache) are set here. It is created on
 * first use by the parts that fetch (the contact form, remote routes), so
 * TanStack Query stays off the marketing pages' first load.
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: FIVE_MINUTES,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
