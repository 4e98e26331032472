-- Outbox retries run over a time window (48 hours, as mail servers do) rather
-- than a count of attempts (supabase/functions/_shared/outbox/retry.ts), so
-- each message needs the moment its window started: when it was queued, or
-- when an operator last put it back in the queue by hand (npm run outbox --
-- retry). Messages already queued start their window at their creation.
alter table public.contact_outbox add column retry_from timestamptz;
update public.contact_outbox set retry_from = created_at;
alter table public.contact_outbox
  alter column retry_from set default now(),
  alter column retry_from set not null;
