-- Token counts in llm_usage come from the provider's `usage` wherever the
-- response reports it, and from our estimate only where it does not (a
-- cancelled or cut-off stream, a timeout, a provider that sends no usage).
-- This counts the day's calls whose figures are estimates, so an operator
-- can tell how far the totals are the provider's own.
alter table public.llm_usage
  add column estimated_calls integer not null default 0 check (estimated_calls >= 0);
