-- Documents visitors upload to the document Q&A demo, their passages and the
-- answers already given about them. A document belongs to the browser that
-- uploaded it: its id is a random UUID that works as the key, and the API
-- roles can neither list nor read any of these tables (RLS with no policy).
-- The functions reach them with the service connection; the spec's read
-- (select document_id order by created_at desc limit 1) still answers, with
-- no rows.

create table public.ethics_documents (
  -- gen_random_uuid() draws 122 bits from a cryptographic source: unguessable.
  document_id uuid primary key default gen_random_uuid(),
  file_name text not null check (length(file_name) between 1 and 255),
  -- The built-in sample standard: the seeded cache answers apply to it only.
  is_sample boolean not null default false,
  char_count integer not null check (char_count >= 100),
  chunk_count integer not null check (chunk_count > 0),
  created_at timestamptz not null default now()
);

-- The purge deletes by age.
create index ethics_documents_created_idx on public.ethics_documents (created_at);

create table public.ethics_chunks (
  id bigint generated always as identity primary key,
  document_id uuid not null references public.ethics_documents (document_id) on delete cascade,
  -- Order in the document, from 0.
  position integer not null,
  -- Where the passage sits: 'Section 3.2', 'Paragraph 14', or a heading.
  section_ref text not null,
  heading text not null default '',
  content text not null,
  -- Headings weigh more than body text, so a passage under 'Fees' ranks for fees.
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', heading), 'A') || setweight(to_tsvector('english', content), 'B')
  ) stored,
  unique (document_id, position)
);

create index ethics_chunks_search_idx on public.ethics_chunks using gin (search_vector);

create table public.ethics_answer_cache (
  document_id uuid not null references public.ethics_documents (document_id) on delete cascade,
  -- The question normalised as spec section 5 says (lowercase, no punctuation, single spaces).
  question_key text not null check (length(question_key) between 1 and 1000),
  guidance text not null,
  citations jsonb not null check (jsonb_typeof(citations) = 'array'),
  created_at timestamptz not null default now(),
  primary key (document_id, question_key)
);

alter table public.ethics_documents enable row level security;
alter table public.ethics_chunks enable row level security;
alter table public.ethics_answer_cache enable row level security;

-- No policies: RLS hides every row from anon and authenticated. Select stays
-- granted (Supabase's default) so the spec's read answers empty instead of
-- failing; nothing else is granted.
revoke insert, update, delete, truncate on public.ethics_documents, public.ethics_chunks, public.ethics_answer_cache
  from anon, authenticated;
revoke select on public.ethics_chunks, public.ethics_answer_cache from anon, authenticated;

-- Deletes uploads older than the retention period (their passages and cached
-- answers go with them). The local server calls it on a timer; in production
-- a pg_cron schedule does (docs/deploying.md). Returns how many went.
create or replace function public.purge_expired_ethics_documents(max_age interval default interval '24 hours')
returns integer
language sql
volatile
as $$
  with gone as (
    delete from public.ethics_documents where created_at < now() - max_age returning 1
  )
  select count(*)::integer from gone;
$$;

revoke execute on function public.purge_expired_ethics_documents(interval) from public, anon, authenticated;
