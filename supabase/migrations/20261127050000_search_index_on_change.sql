-- Re-index a row for search only when what search reads of it changed.
--
-- `update of <columns>` fires whenever a statement names those columns, and every save names them
-- all: an article's autosave every few seconds re-parsed its whole body into the search document and
-- re-added every body word to the lexicon although nothing searchable had changed. Updates now run
-- the trigger only when one of the searched columns holds a different value; inserts always do.

drop trigger index_for_search on public.cheezopedia_entries;
drop trigger index_for_search on public.cheeses;

create trigger index_for_search_on_insert
  after insert on public.cheezopedia_entries
  for each row execute function private.index_entry_for_search();
create trigger index_for_search_on_change
  after update of title, description, content, cheese_types, focus_keyword, ingredients on public.cheezopedia_entries
  for each row
  when ((old.title, old.description, old.content, old.cheese_types, old.focus_keyword, old.ingredients)
    is distinct from (new.title, new.description, new.content, new.cheese_types, new.focus_keyword, new.ingredients))
  execute function private.index_entry_for_search();

create trigger index_for_search_on_insert
  after insert on public.cheeses
  for each row execute function private.index_cheese_for_search();
create trigger index_for_search_on_change
  after update of name, type, milk, origin_country, origin_region, description on public.cheeses
  for each row
  when ((old.name, old.type, old.milk, old.origin_country, old.origin_region, old.description)
    is distinct from (new.name, new.type, new.milk, new.origin_country, new.origin_region, new.description))
  execute function private.index_cheese_for_search();
