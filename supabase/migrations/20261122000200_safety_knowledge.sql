-- Safety knowledge base for the generate-safety-talk function: the table
-- only. Its rows come from supabase/functions/generate-safety-talk/knowledge/
-- through the generated *_safety_knowledge_baseline.sql and
-- *_safety_knowledge_sync.sql migrations (npm run generate:knowledge). The
-- first seed rows that stood here moved to the baseline
-- (supabase/database/migration-history.json lists this file as rewritten).

-- Turns a topic's trigger phrases into one OR-ed phrase query. It only calls
-- immutable functions with a fixed configuration, which is what lets a
-- generated column use it.
create or replace function public.safety_trigger_query(terms jsonb)
returns tsquery
language plpgsql
immutable
strict
as $$
declare
  combined tsquery := ''::tsquery;
  term text;
begin
  for term in select jsonb_array_elements_text(terms) loop
    combined := combined || phraseto_tsquery('english', term);
  end loop;
  return combined;
end;
$$;

revoke execute on function public.safety_trigger_query(jsonb) from public, anon, authenticated;

create table public.safety_content (
  id bigint generated always as identity primary key,
  -- The topic's slug: the knowledge "document" a row comes from.
  document_id text not null unique,
  title text not null,
  -- 5 = can kill (falls, plant, collapse, electricity), 1 = general good practice.
  severity smallint not null check (severity between 1 and 5),
  summary text not null,
  trigger_terms jsonb not null check (jsonb_typeof(trigger_terms) = 'array'),
  talking_points jsonb not null
    check (jsonb_typeof(talking_points) = 'array' and jsonb_array_length(talking_points) between 4 and 8),
  -- [{ name, publisher, as_of }]: the guidance or regulation each fact rests on.
  sources jsonb not null check (jsonb_typeof(sources) = 'array' and jsonb_array_length(sources) > 0),
  -- Title and triggers weigh A so candidate search can stay on them; the
  -- talking points are searchable too, at a lower weight.
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', trigger_terms), 'A')
    || setweight(to_tsvector('english', summary), 'B')
    || setweight(to_tsvector('english', talking_points), 'C')
  ) stored,
  -- Matched against the activity text: the topic applies when one of its
  -- trigger phrases appears there as a whole phrase.
  trigger_query tsquery generated always as (public.safety_trigger_query(trigger_terms)) stored
);

create index safety_content_search_idx on public.safety_content using gin (search_vector);

alter table public.safety_content enable row level security;

-- The public page only counts rows to show the knowledge base status.
create policy safety_content_anon_select on public.safety_content
  for select to anon using (true);

grant select on public.safety_content to anon;
