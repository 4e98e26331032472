-- The document upload is public, so it is bounded twice: per client and day
-- (number of uploads and their total size), and site-wide (the bytes of every
-- stored document). The retention purge also covers the web page cache and
-- these counters.

-- Uploads per client (an IPv4 address or an IPv6 /64) per UTC day. Kept
-- apart from the documents, so deleting a document does not give its upload back.
create table public.document_upload_usage (
  client text not null check (length(client) between 1 and 100),
  day date not null,
  uploads integer not null default 0 check (uploads >= 0),
  bytes bigint not null default 0 check (bytes >= 0),
  primary key (client, day)
);

alter table public.document_upload_usage enable row level security;
revoke all on public.document_upload_usage from anon, authenticated;

-- The UTF-8 bytes of each document's passages, kept on the document so the
-- site-wide total is one cheap sum over the documents table. A trigger fills
-- it, so every way of storing a document counts without knowing about it.
alter table public.ethics_documents add column stored_bytes bigint not null default 0;

create or replace function public.count_ethics_chunk_bytes()
returns trigger
language plpgsql
as $$
begin
  update public.ethics_documents d
     set stored_bytes = d.stored_bytes + added.bytes
    from (select document_id, sum(octet_length(content) + octet_length(heading))::bigint as bytes
            from inserted group by document_id) as added
   where d.document_id = added.document_id;
  return null;
end;
$$;

create trigger ethics_chunks_count_bytes
  after insert on public.ethics_chunks
  referencing new table as inserted
  for each statement execute function public.count_ethics_chunk_bytes();

revoke execute on function public.count_ethics_chunk_bytes() from public, anon, authenticated;

-- The one retention purge, now also for cached web pages (kept one day) and
-- upload counters (a day's counter is needed only on that day).
create or replace function public.purge_expired_data(
  document_max_age interval default interval '24 hours',
  at timestamptz default now()
)
returns jsonb
language plpgsql
volatile
as $$
declare
  contact_rows integer;
  assessment_rows integer;
  spam_rows integer;
  window_rows integer;
  document_rows integer;
  page_rows integer;
  usage_rows integer;
begin
  delete from public.contact_outbox
   where kind = 'contact' and not is_spam and created_at < at - interval '24 months';
  get diagnostics contact_rows = row_count;

  delete from public.contact_outbox
   where kind = 'ai-readiness' and not is_spam and created_at < at - interval '12 months';
  get diagnostics assessment_rows = row_count;

  delete from public.contact_outbox where is_spam and created_at < at - interval '1 day';
  get diagnostics spam_rows = row_count;

  delete from public.rate_limits where window_start < at - interval '1 day';
  get diagnostics window_rows = row_count;

  delete from public.ethics_documents where created_at < at - document_max_age;
  get diagnostics document_rows = row_count;

  delete from public.web_page_cache where fetched_at < at - interval '1 day';
  get diagnostics page_rows = row_count;

  delete from public.document_upload_usage where day < (at at time zone 'UTC')::date - 1;
  get diagnostics usage_rows = row_count;

  return jsonb_build_object(
    'contactMessages', contact_rows,
    'assessmentResults', assessment_rows,
    'spam', spam_rows,
    'rateLimitWindows', window_rows,
    'documents', document_rows,
    'webPages', page_rows,
    'uploadCounters', usage_rows
  );
end;
$$;

revoke execute on function public.purge_expired_data(interval, timestamptz) from public, anon, authenticated;
