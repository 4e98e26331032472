-- Stale rate-limit windows of every caller are purged on each request; this
-- index keeps that purge a short range scan however many callers there were.
create index if not exists rate_limits_window_start_idx on public.rate_limits (window_start);
