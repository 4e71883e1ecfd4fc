-- A few random cheeses for the landing page (issue 13): sampled in the database so the page fetches
-- only what it shows. Security invoker: the caller's row-level security decides what is visible.
create or replace function public.random_cheeses(n integer default 4)
returns setof public.cheeses
language sql
volatile
security invoker
set search_path = ''
as $$
  select c.* from public.cheeses c order by random() limit greatest(0, least(coalesce(n, 4), 12));
$$;

revoke all on function public.random_cheeses(integer) from public;
grant execute on function public.random_cheeses(integer) to anon, authenticated, service_role;
