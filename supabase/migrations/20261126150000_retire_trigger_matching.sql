-- The one search engine (docs/decisions/0012-one-search-engine.md) reads a
-- knowledge row's aliases from the row itself, so the separate trigger
-- phrases and the stored trigger queries that decided matches alone retire.
drop table public.tax_triggers;
alter table public.safety_content drop column trigger_query;
drop function public.safety_trigger_query(jsonb);
