-- Everything the privacy notice promises about how long we keep data, in one
-- function: contact messages 24 months, assessment results 12 months, honeypot
-- (spam) rows one day, rate-limit windows one day, uploaded documents after
-- their own retention period. The local server runs it on a timer; hosted
-- Supabase runs it from a pg_cron schedule (docs/deploying.md). Returns how
-- many rows of each kind went. `at` is the moment to measure from: now, except
-- in tests, which pin it.
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

  -- Uploads are measured from the real clock: their own function owns that rule.
  document_rows := public.purge_expired_ethics_documents(document_max_age);

  return jsonb_build_object(
    'contactMessages', contact_rows,
    'assessmentResults', assessment_rows,
    'spam', spam_rows,
    'rateLimitWindows', window_rows,
    'documents', document_rows
  );
end;
$$;

revoke execute on function public.purge_expired_data(interval, timestamptz) from public, anon, authenticated;
