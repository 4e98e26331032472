-- A message that fails delivery too many times is marked dead instead of being
-- retried for ever: it stays listed (npm run outbox) and can be retried by hand.
alter table public.contact_outbox add column dead_at timestamptz;

drop index public.contact_outbox_due_idx;
create index contact_outbox_due_idx on public.contact_outbox (next_attempt_at)
  where delivered_at is null and dead_at is null and not is_spam;
