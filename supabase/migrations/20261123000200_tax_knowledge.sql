-- Tax knowledge base for the generate-tax-guidance function. The rows come
-- from supabase/functions/generate-tax-guidance/knowledge/ through generated
-- *_tax_knowledge_sync.sql and *_tax_triggers_knowledge_sync.sql migrations
-- (npm run generate:knowledge).

create table public.tax_knowledge (
  id bigint generated always as identity primary key,
  slug text not null unique,
  area text not null,
  title text not null,
  -- The figure or rule, said first in every answer.
  answer text not null,
  conditions jsonb not null check (jsonb_typeof(conditions) = 'array' and jsonb_array_length(conditions) > 0),
  -- Dated changes during the tax year or from 1 January of the next.
  changes jsonb not null default '[]' check (jsonb_typeof(changes) = 'array'),
  -- What the entry deliberately leaves out because we could not confirm it.
  not_covered text,
  tax_year smallint not null,
  checked_on date not null,
  -- [{ title, url }]: the official pages the figures were checked against.
  sources jsonb not null check (jsonb_typeof(sources) = 'array' and jsonb_array_length(sources) > 0)
);

-- The phrases that mean an entry answers a question. Each is matched whole
-- against the question with English stemming; its stemmed words are kept so
-- a match can be scored by how much of the question it explains.
create table public.tax_triggers (
  id bigint generated always as identity primary key,
  slug text not null references public.tax_knowledge (slug) on delete cascade,
  -- Questions are unhyphenated before matching, so a hyphen could never match.
  term text not null check (term !~ '-'),
  phrase tsquery generated always as (phraseto_tsquery('english', term)) stored,
  words text[] generated always as (tsvector_to_array(to_tsvector('english', term))) stored,
  unique (slug, term)
);

create index tax_triggers_slug_idx on public.tax_triggers (slug);

-- Only the function reads these tables (as the server role); the browser
-- never does, so the API roles lose the default grants and get no policy.
alter table public.tax_knowledge enable row level security;
alter table public.tax_triggers enable row level security;
revoke all on public.tax_knowledge, public.tax_triggers from anon, authenticated;
