-- A safety topic's site words ('scaffold', 'kango', 'teleporter') name the
-- topic as surely as its title does, so they weigh like the title: 'erecting
-- scaffolding' is about scaffolding, even though 'erecting' is the rarer word.
drop index public.safety_content_search_idx;
alter table public.safety_content drop column search_vector;
alter table public.safety_content
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', trigger_terms), 'A')
    || setweight(to_tsvector('english', summary), 'B')
    || setweight(to_tsvector('english', talking_points), 'C')
  ) stored;
create index safety_content_search_idx on public.safety_content using gin (search_vector);
