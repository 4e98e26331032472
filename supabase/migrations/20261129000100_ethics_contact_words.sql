-- Document Q&A: a passage that gives an e-mail address, a telephone number or
-- a web address is found by the words a reader asks for it with ('What email
-- do I use…?', 'Is there a number I can ring?'), though it prints only
-- 'Single Competent Authority: nrm@…' or '0800 808 3733'. The upload stores
-- those words (_shared/contact-details.ts, the one place that reads contact
-- details); they weigh as the passage's own text does (label B) and, indexed
-- after it, never join one of its phrases.
alter table public.ethics_chunks add column contact_words text not null default '';

drop index public.ethics_chunks_search_idx;
alter table public.ethics_chunks drop column search_vector;
alter table public.ethics_chunks
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english', heading), 'A')
    || setweight(to_tsvector('english', content), 'B')
    || setweight(to_tsvector('english', contact_words), 'B')
  ) stored;
create index ethics_chunks_search_idx on public.ethics_chunks using gin (search_vector);
