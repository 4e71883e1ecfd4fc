import { describe, expect, it } from 'vitest';
import { splitSql } from '../../supabase/local/db/split-sql.ts';

describe('splitSql', () => {
  it('splits on top-level semicolons and keeps each statement\'s line', () => {
    const s = splitSql('create table a (x int);\n\n-- a comment; with a semicolon\ninsert into a values (1);\n');
    expect(s).toEqual([
      { sql: 'create table a (x int);', line: 1 },
      { sql: '-- a comment; with a semicolon\ninsert into a values (1);', line: 4 },
    ]);
  });

  it('keeps semicolons inside strings, identifiers, comments and dollar-quoted bodies', () => {
    const script = [
      "select 'a;b', E'c\\';d', \"x;y\" from t;",
      '/* one; /* nested; */ still; */ select 1;',
      'create function f() returns int language plpgsql as $fn$ begin return 1; end $fn$;',
      'do $$ begin perform 1; end $$;',
      'select $1::int;',
    ].join('\n');
    expect(splitSql(script).map((s) => s.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a BEGIN ATOMIC function body in one statement', () => {
    const s = splitSql('create function g() returns int language sql begin atomic select 1; select 2; end;\nselect 3;');
    expect(s).toHaveLength(2);
    expect(s[0].sql).toMatch(/end;$/);
  });

  it('drops blank and comment-only statements', () => {
    expect(splitSql('  ;\n-- only a comment\n/* and this */')).toEqual([]);
  });
});
