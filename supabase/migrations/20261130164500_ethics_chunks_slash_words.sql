-- Document Q&A: two words joined by a slash ('jailbroken/rooted devices',
-- 'passcode/PIN', 'lock/wipe') are one file-path token to Postgres's parser,
-- so neither word is found alone ('Has the phone been jailbroken?'), while the
-- search reads the question's words apart at a slash (_shared/search/words.ts).
-- The passage's vector now reads them apart too; its text stays as printed.
drop index public.ethics_chunks_search_idx;
alter table public.ethics_chunks drop column search_vector;
alter table public.ethics_chunks
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english', regexp_replace(heading, '(?<=[[:alnum:]])/(?=[[:alnum:]])', ' ', 'g')), 'A')
    || setweight(to_tsvector('english', regexp_replace(content, '(?<=[[:alnum:]])/(?=[[:alnum:]])', ' ', 'g')), 'B')
    || setweight(to_tsvector('english', contact_words), 'B')
  ) stored;
create index ethics_chunks_search_idx on public.ethics_chunks using gin (search_vector);
