-- Hosted Supabase has no process of ours to run the retention purge, so the
-- database runs it itself every ten minutes through pg_cron: nobody has to
-- remember a dashboard step. Where pg_cron is missing (PGlite, a plain local
-- Postgres) or cannot be loaded, the schedule is skipped with a notice; the
-- local server runs the same purge on a timer there.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: the retention purge is not scheduled in this database (the local server runs it on a timer).';
    return;
  end if;
  begin
    -- Supabase installs pg_cron into pg_catalog; its jobs live in the cron schema.
    create extension if not exists pg_cron with schema pg_catalog;
    -- Scheduling by name replaces an earlier job of that name, so this is safe to repeat.
    perform cron.schedule('purge-expired-data', '*/10 * * * *', 'select public.purge_expired_data()');
  exception when others then
    raise notice 'pg_cron could not be used (%): the retention purge is not scheduled in this database.', sqlerrm;
  end;
end
$migration$;
