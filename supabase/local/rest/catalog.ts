/**
 * The schema cache: tables, views and functions of schema `public`, read from pg_catalog. Names in
 * requests are checked against it before they reach SQL, and quoted. Re-read on a miss so that
 * objects created after start-up (tests, new migrations) are found.
 */
import type { Db } from '../db/index.ts';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `uuid`, `text[]`, `timestamp with time zone`. */
  type: string;
  hasDefault: boolean;
  generated: boolean;
}

export interface Table {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FnArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Fn {
  name: string;
  args: FnArg[];
  returnType: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Returns a composite row (a table type or a RETURNS TABLE). */
  returnsComposite: boolean;
  volatile: boolean;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class Catalog {
  private tables = new Map<string, Table>();
  private fns = new Map<string, Fn[]>();
  private loaded = false;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.loaded = false;
  }

  async table(name: string): Promise<Table | undefined> {
    if (!this.loaded) await this.load();
    let t = this.tables.get(name);
    if (!t) {
      await this.load();
      t = this.tables.get(name);
    }
    return t;
  }

  /** The table, re-reading the catalogue once when a column is missing (it may have just been added). */
  async tableWithColumns(name: string, columns: string[]): Promise<Table | undefined> {
    const t = await this.table(name);
    if (t && columns.some((c) => !t.columns.has(c))) {
      await this.load();
      return this.tables.get(name);
    }
    return t;
  }

  async functions(name: string): Promise<Fn[]> {
    if (!this.loaded) await this.load();
    let f = this.fns.get(name);
    if (!f) {
      await this.load();
      f = this.fns.get(name);
    }
    return f ?? [];
  }

  async tableNames(): Promise<string[]> {
    if (!this.loaded) await this.load();
    return [...this.tables.keys()];
  }

  private load(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    const cols = await this.db.query<{ rel: string; col: string; type: string; has_default: string; generated: string; pk: string }>(
      `select c.relname as rel, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
              (a.atthasdef or a.attidentity <> '')::text as has_default, (a.attgenerated <> '')::text as generated,
              coalesce((select array_position(i.indkey::int2[], a.attnum)::text from pg_index i where i.indrelid = c.oid and i.indisprimary), '') as pk
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
        order by c.relname, a.attnum`,
    );
    const tables = new Map<string, Table>();
    const pkPos = new Map<string, [number, string][]>();
    for (const r of cols.rows) {
      let t = tables.get(r.rel);
      if (!t) tables.set(r.rel, (t = { name: r.rel, columns: new Map(), primaryKey: [] }));
      t.columns.set(r.col, { name: r.col, type: r.type, hasDefault: r.has_default === 'true', generated: r.generated === 'true' });
      if (r.pk !== '') pkPos.set(r.rel, [...(pkPos.get(r.rel) ?? []), [Number(r.pk), r.col]]);
    }
    for (const [rel, list] of pkPos) tables.get(rel)!.primaryKey = list.sort((a, b) => a[0] - b[0]).map((x) => x[1]);

    const fns = await this.db.query<{ name: string; arg_names: string | null; arg_types: string | null; nargs: string; ndefaults: string; ret: string; retset: string; composite: string; volatile: string }>(
      `select p.proname as name, array_to_json(p.proargnames)::text as arg_names,
              (select json_agg(format_type(t, null) order by i)::text from unnest(p.proargtypes::oid[]) with ordinality as u(t, i)) as arg_types,
              p.pronargs::text as nargs, p.pronargdefaults::text as ndefaults,
              format_type(p.prorettype, null) as ret, p.proretset::text as retset,
              (t.typtype = 'c' or p.proargmodes is not null and 't' = any(p.proargmodes::text[]))::text as composite,
              (p.provolatile = 'v')::text as volatile
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
        where n.nspname = 'public' and p.prokind = 'f'`,
    );
    const fnMap = new Map<string, Fn[]>();
    for (const r of fns.rows) {
      const nargs = Number(r.nargs);
      const names: string[] = r.arg_names ? (JSON.parse(r.arg_names) as string[]) : [];
      const types: string[] = r.arg_types ? (JSON.parse(r.arg_types) as string[]) : [];
      const ndef = Number(r.ndefaults);
      // proargnames also lists OUT/TABLE columns after the input arguments; inputs come first here.
      const args: FnArg[] = types.slice(0, nargs).map((type, i) => ({ name: names[i] ?? '', type, hasDefault: i >= nargs - ndef }));
      const fn: Fn = {
        name: r.name,
        args,
        returnType: r.ret,
        returnsSet: r.retset === 'true',
        returnsVoid: r.ret === 'void',
        returnsComposite: r.composite === 'true',
        volatile: r.volatile === 'true',
      };
      fnMap.set(r.name, [...(fnMap.get(r.name) ?? []), fn]);
    }
    this.tables = tables;
    this.fns = fnMap;
    this.loaded = true;
  }
}
