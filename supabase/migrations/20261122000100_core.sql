-- Core schema: Supabase's API roles (when missing), the contact outbox and the
-- rate-limit counters. Valid on Postgres 15 (hosted Supabase) and PGlite.

-- Hosted Supabase already has these roles; a plain Postgres or PGlite does not.
-- Roles are per cluster, so parallel migrations of two databases may race:
-- losing that race (unique_violation) is as good as the role existing.
do $$
begin
  begin
    create role anon nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role authenticated nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role service_role nologin noinherit bypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- The same defaults as hosted Supabase: API roles get table privileges and
-- row-level security decides what each may actually see or change.
alter default privileges in schema public
  grant select, insert, update, delete on tables to anon, authenticated, service_role;

-- Every contact and assessment message is stored here before the visitor is
-- told it was sent; a worker delivers it by SMTP and records the outcome.
create table public.contact_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'ai-readiness')),
  sender_name text not null,
  sender_email text not null,
  subject text not null,
  body text not null,
  payload jsonb not null,
  -- The honeypot was filled: kept for review, never delivered.
  is_spam boolean not null default false,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  -- Set while one worker is sending, so no other worker sends it too.
  claimed_until timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);

create index contact_outbox_due_idx on public.contact_outbox (next_attempt_at)
  where delivered_at is null and not is_spam;
create index contact_outbox_created_idx on public.contact_outbox (created_at);

create table public.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

-- Personal data and counters are for the service only: row-level security
-- with no policy denies every API role, and the grants are withdrawn too.
alter table public.contact_outbox enable row level security;
alter table public.rate_limits enable row level security;
revoke all on public.contact_outbox from anon, authenticated;
revoke all on public.rate_limits from anon, authenticated;
