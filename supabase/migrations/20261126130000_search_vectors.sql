-- One search for every knowledge base (docs/decisions/0012-one-search-engine.md):
-- an entry is found by the words of its own title, aliases, answer and body,
-- each field under its own label so a title outweighs a body. Trigger phrases
-- become aliases, one field among the others; they add weight, they no longer
-- decide alone.

alter table public.tax_knowledge
  add column aliases jsonb not null default '[]' check (jsonb_typeof(aliases) = 'array');

alter table public.tax_knowledge
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', aliases), 'B')
    || setweight(to_tsvector('english', answer), 'B')
    || setweight(to_tsvector('english', conditions), 'C')
    || setweight(to_tsvector('english', changes), 'D')
  ) stored;

create index tax_knowledge_search_idx on public.tax_knowledge using gin (search_vector);

-- Safety: the site words a topic is known by weigh like its summary, below its title.
drop index public.safety_content_search_idx;
alter table public.safety_content drop column search_vector;
alter table public.safety_content
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', trigger_terms), 'B')
    || setweight(to_tsvector('english', summary), 'B')
    || setweight(to_tsvector('english', talking_points), 'C')
  ) stored;
create index safety_content_search_idx on public.safety_content using gin (search_vector);

-- Logistics: keywords weigh like the takeaway; the options are searchable too.
drop index public.logistics_knowledge_search_idx;
alter table public.logistics_knowledge drop column search_vector;
alter table public.logistics_knowledge
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', keywords), 'B')
    || setweight(to_tsvector('english', takeaway), 'B')
    || setweight(to_tsvector('english', guidance), 'C')
    || setweight(to_tsvector('english', options), 'D')
  ) stored;
create index logistics_knowledge_search_idx on public.logistics_knowledge using gin (search_vector);
