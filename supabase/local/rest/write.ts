/**
 * POST (insert / upsert), PATCH (update) and DELETE on a table, as PostgREST runs them: rows come
 * in as one JSON parameter expanded by json_populate_recordset, so Postgres does every conversion.
 */
import { asRole, headerRecord } from '../db/as-role.ts';
import type { Queryable } from '../db/index.ts';
import { RestError } from './errors.ts';
import { parseColumnsParam, parseFilters, parsePrefer, parseSelect, type Prefer } from './parse.ts';
import { Params, selectSql, whereSql } from './sql.ts';
import { contentRange, shapeBody } from './respond.ts';
import { quoteIdent, type Table } from './catalog.ts';
import { wantsObject, type RestRequest, type RestResult } from './types.ts';

type Row = Record<string, unknown>;

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class Rollback {
  constructor(readonly result: RestResult) {}
}

export function invalidJson(detail?: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', detail ?? null);
}

function missingColumn(table: Table, col: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${col}' column of '${table.name}' in the schema cache`);
}

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function run(req: RestRequest, prefer: Prefer, fn: (tx: Queryable) => Promise<RestResult>): Promise<RestResult> {
  try {
    return await asRole(req.db, req.caller, { method: req.method, path: req.path, headers: headerRecord(req.headers) }, async (tx) => {
      const result = await fn(tx);
      if (prefer.tx === 'rollback') throw new Rollback(result);
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw e;
  }
}

/** Runs a data-modifying statement; with representation wraps it in a CTE and returns the JSON rows. */
async function mutate(tx: Queryable, req: RestRequest, table: Table, stmt: string, p: Params, prefer: Prefer, okStatus: number, noBodyStatus: number): Promise<RestResult> {
  const representation = prefer.return === 'representation';
  const asObject = wantsObject(req.headers);
  if (!representation && !asObject) {
    const r = await tx.query(stmt, p.values);
    const headers: Record<string, string> = { 'content-range': prefer.count ? `*/${r.rowCount}` : '*/*' };
    return { status: noBodyStatus, headers, body: null };
  }
  const cols = selectSql(table, parseSelect(req.params.get('select'), table.name));
  const r = await tx.query<{ n: string; body: string }>(
    `with pgrst_source as (${stmt} returning *) select count(*)::text as n, coalesce(json_agg(_t), '[]')::text as body from (select ${cols} from pgrst_source) _t`,
    p.values,
  );
  const n = Number(r.rows[0].n);
  const shaped = shapeBody(r.rows[0].body, n, asObject);
  return {
    status: representation ? okStatus : noBodyStatus,
    headers: { 'content-type': shaped.contentType, 'content-range': contentRange(0, n, prefer.count ? n : undefined) },
    body: representation ? shaped.body : null,
  };
}

export async function insertRows(req: RestRequest, table: Table, body: unknown): Promise<RestResult> {
  const prefer = parsePrefer(req.headers.get('prefer'));
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) throw invalidJson('The body must be a JSON object or an array of objects.');
  const explicit = parseColumnsParam(req.params.get('columns'));
  const columns = explicit ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const c of columns) if (!table.columns.has(c)) throw missingColumn(table, c);

  let conflict = '';
  if (prefer.resolution) {
    const target = parseColumnsParam(req.params.get('on_conflict')) ?? table.primaryKey;
    if (target.length === 0) throw new RestError(400, 'PGRST100', `Upsert on '${table.name}' needs on_conflict: the table has no primary key`);
    for (const c of target) if (!table.columns.has(c)) throw missingColumn(table, c);
    const updates = columns.filter((c) => !target.includes(c));
    conflict =
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? `on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
        : `on conflict (${target.map(quoteIdent).join(', ')}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  const rel = `public.${quoteIdent(table.name)}`;
  const groups: { cols: string[]; rows: Row[] }[] = [];
  if (prefer.missing === 'default' && rows.some((r) => columns.some((c) => !(c in r)))) {
    for (const r of rows) groups.push({ cols: columns.filter((c) => c in r), rows: [r] });
  } else {
    groups.push({ cols: columns, rows });
  }
  const statements = groups.map((g) => {
    const p = new Params();
    const stmt =
      g.cols.length === 0
        ? `insert into ${rel} default values ${conflict}`
        : `insert into ${rel} (${g.cols.map(quoteIdent).join(', ')}) select ${g.cols.map(quoteIdent).join(', ')} from json_populate_recordset(null::${rel}, ${p.add(JSON.stringify(g.rows))}::json) ${conflict}`;
    return { stmt, p, count: g.cols.length === 0 ? g.rows.length : 1 };
  });
  const applied: Record<string, string> = prefer.resolution ? { 'preference-applied': `resolution=${prefer.resolution}` } : {};
  return run(req, prefer, async (tx) => {
    if (statements.length === 1 && statements[0].count === 1) {
      const r = await mutate(tx, req, table, statements[0].stmt, statements[0].p, prefer, 201, 201);
      return { ...r, headers: { ...r.headers, ...applied } };
    }
    // Several statements (rows with different column sets, or DEFAULT VALUES rows): run each, merge.
    const parts: RestResult[] = [];
    for (const s of statements) for (let i = 0; i < s.count; i++) parts.push(await mutate(tx, req, table, s.stmt, s.p, { ...prefer, count: undefined }, 201, 201));
    return mergeResults(parts, prefer, req, applied);
  });
}

function mergeResults(parts: RestResult[], prefer: Prefer, req: RestRequest, extra: Record<string, string>): RestResult {
  if (prefer.return !== 'representation' && !wantsObject(req.headers)) return { status: 201, headers: { 'content-range': '*/*', ...extra }, body: null };
  const rows: unknown[] = [];
  for (const part of parts) {
    const parsed = JSON.parse(part.body ?? '[]') as unknown;
    if (Array.isArray(parsed)) rows.push(...parsed);
    else rows.push(parsed);
  }
  const shaped = shapeBody(JSON.stringify(rows), rows.length, wantsObject(req.headers));
  return {
    status: 201,
    headers: { 'content-type': shaped.contentType, 'content-range': contentRange(0, rows.length, prefer.count ? rows.length : undefined), ...extra },
    body: prefer.return === 'representation' ? shaped.body : null,
  };
}

export async function updateRows(req: RestRequest, table: Table, body: unknown): Promise<RestResult> {
  const prefer = parsePrefer(req.headers.get('prefer'));
  if (!isRow(body)) throw invalidJson('PATCH takes one JSON object with the new values.');
  const filters = parseFilters(req.params);
  const columns = Object.keys(body);
  for (const c of columns) if (!table.columns.has(c)) throw missingColumn(table, c);
  const p = new Params();
  const rel = `public.${quoteIdent(table.name)}`;
  const where = whereSql(table, filters, p);
  if (!where) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause', null, 'Add a filter (Supabase runs pg-safeupdate).');
  if (columns.length === 0) {
    return prefer.return === 'representation' ? { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': '*/*' }, body: '[]' } : { status: 204, headers: {}, body: null };
  }
  const json = p.add(JSON.stringify(body));
  const sets = columns.map((c) => `${quoteIdent(c)} = (select ${quoteIdent(c)} from json_populate_record(null::${rel}, ${json}::json))`).join(', ');
  return run(req, prefer, (tx) => mutate(tx, req, table, `update ${rel} set ${sets} ${where}`, p, prefer, 200, 204));
}

export async function deleteRows(req: RestRequest, table: Table): Promise<RestResult> {
  const prefer = parsePrefer(req.headers.get('prefer'));
  const filters = parseFilters(req.params);
  const p = new Params();
  const where = whereSql(table, filters, p);
  if (!where) throw new RestError(400, '21000', 'DELETE requires a WHERE clause', null, 'Add a filter (Supabase runs pg-safeupdate).');
  return run(req, prefer, (tx) => mutate(tx, req, table, `delete from public.${quoteIdent(table.name)} ${where}`, p, prefer, 200, 204));
}
