/**
 * Parsing PostgREST's query language as postgrest-js writes it: `select`, filters (`col=op.value`,
 * `not.`, `or=(…)`/`and=(…)` trees), `order`, `limit`/`offset`, and the `Prefer` header.
 * Produces plain data; names are checked against the catalogue later (rest/sql.ts).
 */
import { parseError, RestError } from './errors.ts';

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts'] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'cond';
  column: string;
  op: Operator;
  negate: boolean;
  /** Raw value (for `in`: the list items, unquoted). */
  value: string;
  list?: string[];
  ftsConfig?: string;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

export interface SelectItem {
  kind: 'star' | 'column';
  column?: string;
  alias?: string;
  cast?: string;
}

export interface OrderItem {
  column: string;
  desc: boolean;
  nulls?: 'first' | 'last';
}

/** Query parameters that are not filters. */
export const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

/** Splits on `sep` at depth 0, outside double quotes (backslash escapes inside quotes). */
export function splitTopLevel(s: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < s.length) {
        cur += ch + s[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      cur += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse" unexpected ")" in "${s}"`);
    } else if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (quoted) throw parseError(`failed to parse "${s}": unterminated double quote`);
  if (depth !== 0) throw parseError(`failed to parse "${s}": unbalanced parentheses`);
  out.push(cur);
  return out;
}

/** Removes surrounding double quotes and backslash escapes from a value. */
export function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

function parseInList(raw: string, where: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`failed to parse filter (${where})`, 'the value of "in" must be a list in parentheses: in.(a,b,c)');
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((x) => unquote(x.trim()));
}

/** Parses `[not.]op[(config)].value` for `column`. `inTree` unquotes values as PostgREST does in or=(…). */
export function parseCondition(column: string, expr: string, inTree: boolean): Condition {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!m) throw parseError(`failed to parse filter (${expr})`, `expected "operator.value" for column "${column}"`);
  const op = m[1] as Operator;
  if (!OPERATORS.includes(op)) throw parseError(`failed to parse filter (${expr})`, `unknown operator "${m[1]}"`);
  const config = m[2];
  if (config && !['fts', 'plfts', 'phfts', 'wfts'].includes(op)) throw parseError(`failed to parse filter (${expr})`, `"${op}" takes no modifier`);
  let value = m[3];
  if (op === 'in') return { kind: 'cond', column, op, negate, value, list: parseInList(value, expr) };
  if (inTree) value = unquote(value);
  if (op === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(value.toLowerCase())) {
    throw parseError(`failed to parse filter (${expr})`, '"is" accepts null, not_null, true, false or unknown');
  }
  return { kind: 'cond', column, op, negate, value, ftsConfig: config };
}

/** Deepest and/or nesting accepted (deeper trees are refused before any recursion can overflow). */
export const MAX_LOGIC_DEPTH = 64;

/** Deepest parenthesis nesting of `s` (outside double quotes), in one pass. */
function parenDepth(s: string): number {
  let depth = 0;
  let max = 0;
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') max = Math.max(max, ++depth);
    else if (ch === ')') depth--;
  }
  return max;
}

const clip = (s: string) => (s.length > 120 ? `${s.slice(0, 120)}…` : s);

/** Parses the inside of `or=(…)` / `and(…)`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): Logic {
  if (depth === 0 && parenDepth(raw) > MAX_LOGIC_DEPTH * 2) {
    throw parseError(`failed to parse logic tree (${clip(raw)})`, `logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`);
  }
  if (depth > MAX_LOGIC_DEPTH) throw parseError(`failed to parse logic tree (${clip(raw)})`, `logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`);
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`failed to parse logic tree (${raw})`, `"${op}" needs a list in parentheses: ${op}=(a.eq.1,b.eq.2)`);
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') throw parseError(`failed to parse logic tree (${raw})`, 'empty logic tree');
  const children = splitTopLevel(inner).map((part): Filter => {
    const p = part.trim();
    const lm = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(p);
    if (lm) return parseLogic(lm[2] as 'and' | 'or', !!lm[1], lm[3], depth + 1);
    const dot = p.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree (${raw})`, `"${p}" is not of the form column.operator.value`);
    return parseCondition(p.slice(0, dot), p.slice(dot + 1), true);
  });
  return { kind: 'logic', op, negate, children };
}

/** All filters of a query string (every key not reserved, keys may repeat). */
export function parseFilters(params: URLSearchParams, reserved: Set<string> = RESERVED): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reserved.has(key)) continue;
    const lm = /^(not\.)?(and|or)$/.exec(key);
    if (lm) filters.push(parseLogic(lm[2] as 'and' | 'or', !!lm[1], value));
    else filters.push(parseCondition(key, value, false));
  }
  return filters;
}

/** Strips whitespace outside double quotes, as postgrest-js does. */
function stripSpaces(s: string): string {
  let quoted = false;
  let out = '';
  for (const ch of s) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}

export function parseSelect(raw: string | null, table: string): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }];
  const items = splitTopLevel(stripSpaces(raw));
  return items.map((item) => {
    if (item === '') throw parseError(`failed to parse select parameter (${raw})`, 'empty column name');
    if (item === '*') return { kind: 'star' };
    if (item.includes('(')) {
      const name = item.slice(0, item.indexOf('(')).replace(/^[^:]*:/, '').replace(/!.*$/, '');
      throw new RestError(400, 'PGRST200', `Could not find a relationship between '${table}' and '${name}' in the schema cache`, `Searched for a foreign key relationship between '${table}' and '${name}' in the schema 'public', but no matches were found.`, 'Resource embedding is not available on the local backend; select plain columns.');
    }
    if (item.includes('->')) throw parseError(`failed to parse select parameter (${raw})`, `JSON paths ("${item}") are not supported by the local backend`);
    let rest = item;
    let alias: string | undefined;
    const am = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)([\s\S]+)$/.exec(rest);
    if (am) {
      alias = unquote(am[1]);
      rest = am[2];
    }
    let cast: string | undefined;
    const cm = /^([\s\S]+)::([a-z_][a-z0-9_]*)$/.exec(rest);
    if (cm) {
      rest = cm[1];
      cast = cm[2];
    }
    const column = unquote(rest);
    if (column.includes(':')) throw parseError(`failed to parse select parameter (${raw})`, `unexpected ":" in "${item}"`);
    return { kind: 'column', column, alias, cast };
  });
}

export function parseOrder(raw: string | null): OrderItem[] {
  if (raw === null || raw === '') return [];
  return splitTopLevel(raw).map((term) => {
    const parts = term.split('.');
    const column = parts[0];
    if (!column || column.includes('(')) throw parseError(`failed to parse order (${raw})`, `"${term}" is not of the form column[.asc|.desc][.nullsfirst|.nullslast]`);
    const item: OrderItem = { column, desc: false };
    const rest = parts.slice(1);
    const directions = rest.filter((p) => p === 'asc' || p === 'desc').length;
    const nulls = rest.filter((p) => p === 'nullsfirst' || p === 'nullslast').length;
    if (directions > 1 || nulls > 1 || (directions === 1 && nulls === 1 && !['asc', 'desc'].includes(rest[0]))) {
      throw parseError(`failed to parse order (${raw})`, `"${term}" is not of the form column[.asc|.desc][.nullsfirst|.nullslast]`);
    }
    for (const p of rest) {
      if (p === 'asc') item.desc = false;
      else if (p === 'desc') item.desc = true;
      else if (p === 'nullsfirst') item.nulls = 'first';
      else if (p === 'nullslast') item.nulls = 'last';
      else throw parseError(`failed to parse order (${raw})`, `unexpected "${p}" in "${term}"`);
    }
    return item;
  });
}

export function parseNonNegativeInt(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name} parameter (${raw})`, `"${name}" must be a non-negative integer`);
  return Number(raw);
}

export interface Prefer {
  count?: 'exact' | 'planned' | 'estimated';
  return?: 'minimal' | 'representation' | 'headers-only';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
}

export function parsePrefer(header: string | null): Prefer {
  const out: Prefer = {};
  if (!header) return out;
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=').map((x) => x.trim());
    if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) out.count = v;
    else if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) out.return = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) out.resolution = v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) out.missing = v;
    else if (k === 'tx' && (v === 'commit' || v === 'rollback')) out.tx = v;
  }
  return out;
}

/** `columns="a","b"` or `columns=a,b`. */
export function parseColumnsParam(raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  return splitTopLevel(raw).map((c) => unquote(c.trim())).filter((c) => c !== '');
}
