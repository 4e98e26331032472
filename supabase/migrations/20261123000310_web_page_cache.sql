-- One day of cached web pages for functions that read public pages
-- (supabase/functions/_shared/web-page-cache.ts). Only the functions use it,
-- as the database owner; API roles get nothing.
create table public.web_page_cache (
  url text primary key check (url ~ '^https?://'),
  final_url text not null,
  title text not null,
  -- Readable text, already capped by the reader.
  content text not null,
  fetched_at timestamptz not null default now()
);

-- Expired rows are purged by age after each write.
create index web_page_cache_fetched_at_idx on public.web_page_cache (fetched_at);

alter table public.web_page_cache enable row level security;
revoke all on public.web_page_cache from anon, authenticated;
