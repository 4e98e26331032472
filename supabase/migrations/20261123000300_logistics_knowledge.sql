-- Logistics planning knowledge base for the logistics-planning-areas function.
-- The rows are written in TypeScript under
-- supabase/functions/logistics-planning-areas/knowledge/ and arrive through
-- the generated *_logistics_knowledge_sync.sql migrations
-- (npm run generate:knowledge).

create table public.logistics_knowledge (
  id bigint generated always as identity primary key,
  slug text not null unique,
  area text not null check (area in ('market_lane', 'network_capacity', 'customer_service', 'cost_unit_economics', 'fleet_decarbonisation', 'workforce_capability', 'technology_data', 'risk_resilience')),
  title text not null,
  keywords jsonb not null check (jsonb_typeof(keywords) = 'array'),
  takeaway text not null,
  guidance jsonb not null check (jsonb_typeof(guidance) = 'array' and jsonb_array_length(guidance) between 3 and 5),
  options jsonb not null check (jsonb_typeof(options) = 'array' and jsonb_array_length(options) between 2 and 3),
  next30 jsonb not null check (jsonb_typeof(next30) = 'array' and jsonb_array_length(next30) > 0),
  next90 jsonb not null check (jsonb_typeof(next90) = 'array' and jsonb_array_length(next90) > 0),
  -- [{ title, publisher, url?, as_of }]: where each fact comes from, and when.
  sources jsonb not null check (jsonb_typeof(sources) = 'array' and jsonb_array_length(sources) > 0),
  -- Title and the visitor's own words (keywords) weigh most; the takeaway
  -- and the guidance are searchable too, at lower weights.
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', keywords), 'A')
    || setweight(to_tsvector('english', takeaway), 'B')
    || setweight(to_tsvector('english', guidance), 'C')
  ) stored
);

create index logistics_knowledge_search_idx on public.logistics_knowledge using gin (search_vector);
create index logistics_knowledge_area_idx on public.logistics_knowledge (area);

-- Only the function reads it (as the database owner); the browser never does.
alter table public.logistics_knowledge enable row level security;
revoke all on public.logistics_knowledge from anon, authenticated;
