/**
 * Turns parsed select/filters/order into SQL fragments. Every name is checked against the table's
 * catalogue entry and quoted; every value becomes a bound parameter cast to the column's type.
 */
import { quoteIdent, type Table } from './catalog.ts';
import { RestError, parseError } from './errors.ts';
import type { Condition, Filter, OrderItem, SelectItem } from './parse.ts';
import { checkRegex } from './regex-size.ts';

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function column(table: Table, name: string): { ident: string; type: string } {
  const c = table.columns.get(name);
  if (!c) throw unknownColumn(table.name, name);
  return { ident: quoteIdent(name), type: c.type };
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function condition(table: Table, f: Condition, p: Params): string {
  const { ident, type } = column(table, f.column);
  let sql: string;
  const op = f.op;
  if (op in COMPARISON) {
    if (type.endsWith('[]') && f.value.startsWith('(') && (op === 'cs' || op === 'cd' || op === 'ov')) {
      throw parseError(`failed to parse filter (${op}.${f.value})`, 'array values are written {a,b}');
    }
    sql = `${ident} ${COMPARISON[op]} ${p.add(f.value)}::${type}`;
  } else if (op === 'like' || op === 'ilike') {
    sql = `${ident}::text ${op === 'like' ? 'like' : 'ilike'} ${p.add(f.value.replace(/\*/g, '%'))}`;
  } else if (op === 'match' || op === 'imatch') {
    checkRegex(f.value);
    sql = `${ident}::text ${op === 'match' ? '~' : '~*'} ${p.add(f.value)}`;
  } else if (op === 'is') {
    const v = f.value.toLowerCase();
    sql = v === 'not_null' ? `${ident} is not null` : `${ident} is ${v}`;
  } else if (op === 'isdistinct') {
    sql = `${ident} is distinct from ${p.add(f.value)}::${type}`;
  } else if (op === 'in') {
    const list = f.list ?? [];
    sql = list.length === 0 ? 'false' : `${ident} = any(array[${list.map((v) => `${p.add(v)}::${type}`).join(', ')}])`;
  } else {
    const fn = FTS[op];
    const cfg = f.ftsConfig ? `${p.add(f.ftsConfig)}::regconfig` : undefined;
    const lhs = type === 'tsvector' ? ident : cfg ? `to_tsvector(${cfg}, ${ident}::text)` : `to_tsvector(${ident}::text)`;
    sql = `${lhs} @@ ${fn}(${cfg ? `${cfg}, ` : ''}${p.add(f.value)})`;
  }
  return f.negate ? `not (${sql})` : sql;
}

export function filterSql(table: Table, f: Filter, p: Params): string {
  if (f.kind === 'cond') return condition(table, f, p);
  const inner = f.children.map((c) => `(${filterSql(table, c, p)})`).join(f.op === 'or' ? ' or ' : ' and ');
  return f.negate ? `not (${inner})` : inner;
}

/** `where …` for all filters (AND), or '' when none. */
export function whereSql(table: Table, filters: Filter[], p: Params): string {
  if (filters.length === 0) return '';
  return 'where ' + filters.map((f) => `(${filterSql(table, f, p)})`).join(' and ');
}

export function selectSql(table: Table, items: SelectItem[]): string {
  return items
    .map((it) => {
      if (it.kind === 'star') return '*';
      const { ident } = column(table, it.column!);
      const expr = it.cast ? `${ident}::${it.cast}` : ident;
      const alias = it.alias ?? (it.cast ? it.column : undefined);
      return alias ? `${expr} as ${quoteIdent(alias)}` : expr;
    })
    .join(', ');
}

export function orderSql(table: Table, items: OrderItem[]): string {
  if (items.length === 0) return '';
  return 'order by ' + items.map((o) => `${column(table, o.column).ident} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`).join(', ');
}
