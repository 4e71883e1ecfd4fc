-- Search snippets without markdown. ts_headline cut the entries' snippets from private.search_plain,
-- which blanked markdown's characters but left a table's `---` rows, a list's `- ` and ran table
-- cells together ("Avoid --- --- --- Fresh…"). It now gives the text a reader sees, with cells, rows,
-- list items and headings kept apart by " · ": the same steps as searchPlainText in
-- src/domain/search-plain.ts (tests/backend/search-plain-parity.test.ts holds the two together).
-- 'n': newline-sensitive (^ and $ at line ends; . and [^…] never cross a line), as the TypeScript's
-- line patterns read in JavaScript.
--
-- The words are the same as before (to_tsvector never indexed `---`, `- ` or `**`), so the stored
-- documents and the lexicon stay valid: nothing is re-indexed. Rows indexed from now on use this text.
create or replace function private.search_plain(markdown text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text := coalesce(markdown, '');
begin
  t := replace(t, chr(13), '');
  t := regexp_replace(t, '!\[[^\]\n]*\]\([^)\n]*\)', ' ', 'g');
  t := regexp_replace(t, '\[([^\]\n]*)\]\([^)\n]*\)', '\1', 'g');
  t := regexp_replace(t, '<[^>\n]*>', ' ', 'g');
  t := regexp_replace(t, '^[ \t]*(```|~~~).*$', '', 'gn');
  t := regexp_replace(t, '^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$', '', 'gn');
  t := regexp_replace(t, '^[ \t]*([*_])([ \t]*\1){2,}[ \t]*$', '', 'gn');
  t := regexp_replace(t, '^[ \t]*=+[ \t]*$', '', 'gn');
  t := regexp_replace(t, '^[ \t]{0,3}#{1,6}[ \t]+(.*[^ \t#\n])[ \t#]*$', '\1 ·', 'gn');
  t := regexp_replace(t, '^[ \t]*>+[ \t]?', '', 'gn');
  t := regexp_replace(t, '^[ \t]*([-*+]|\d+[.)])[ \t]+(.*)$', '\2 ·', 'gn');
  t := regexp_replace(t, '\|', ' · ', 'g');
  t := regexp_replace(t, '[*_~`[\]]+', '', 'g');
  t := regexp_replace(t, '\s+', ' ', 'g');
  t := regexp_replace(t, ' ?·( ?·)* ?', ' · ', 'g');
  t := regexp_replace(t, '^ ?· ?| ?· ?$', '', 'g');
  return btrim(t);
end
$$;
