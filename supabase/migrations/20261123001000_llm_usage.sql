-- Daily language-model usage (supabase/functions/_shared/llm/usage.ts): the
-- tokens and estimated cost spent today, and what calls in flight have
-- reserved, so a daily cap can switch the demos to their offline composers.
-- Only the functions use it, as the database owner; API roles get nothing.
create table public.llm_usage (
  day date primary key,
  calls integer not null default 0 check (calls >= 0),
  input_tokens bigint not null default 0 check (input_tokens >= 0),
  output_tokens bigint not null default 0 check (output_tokens >= 0),
  -- Tokens held by calls that have started and not yet reported their usage.
  reserved_tokens bigint not null default 0 check (reserved_tokens >= 0),
  cost_eur numeric(12, 6) not null default 0 check (cost_eur >= 0),
  reserved_eur numeric(12, 6) not null default 0 check (reserved_eur >= 0)
);

alter table public.llm_usage enable row level security;
revoke all on public.llm_usage from anon, authenticated;
