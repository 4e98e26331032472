-- Which version of each knowledge base the database holds: the SHA-256 of
-- the base's rows as canonical JSON, written by every generated knowledge
-- migration. The functions answer from the knowledge in their bundle and
-- refuse to while this differs from the bundle's own hash
-- (supabase/functions/_shared/knowledge-version.ts), so a deploy of the
-- functions without `supabase db push`, or the other way round, cannot
-- answer from two versions at once.

create table public.knowledge_versions (
  -- The base's name in supabase/database/knowledge/registry.ts.
  base text primary key,
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz not null default now()
);

-- Only the functions read it (as the server role); the API roles get nothing.
alter table public.knowledge_versions enable row level security;
revoke all on public.knowledge_versions from anon, authenticated;
