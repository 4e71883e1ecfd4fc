/** GET/HEAD on a table or view: select, filters, order, limit/offset/Range, counts, single. */
import { asRole, headerRecord } from '../db/as-role.ts';
import { RestError, parseError } from './errors.ts';
import { parseFilters, parseNonNegativeInt, parseOrder, parsePrefer, parseSelect } from './parse.ts';
import { orderSql, Params, selectSql, whereSql } from './sql.ts';
import { contentRange, shapeBody } from './respond.ts';
import { quoteIdent, type Table } from './catalog.ts';
import { MAX_ROWS, wantsObject, type RestRequest, type RestResult } from './types.ts';

export function tableNotFound(name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
}

/** limit/offset from the query string, or a `Range: a-b` header. */
export function pageWindow(params: URLSearchParams, headers: Headers): { limit?: number; offset: number } {
  let limit = parseNonNegativeInt(params.get('limit'), 'limit');
  let offset = parseNonNegativeInt(params.get('offset'), 'offset') ?? 0;
  const range = headers.get('range');
  if (range && params.get('limit') === null && params.get('offset') === null) {
    const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
    if (!m) throw parseError(`failed to parse Range header (${range})`, 'expected "from-to", e.g. 0-9');
    offset = Number(m[1]);
    if (m[2] !== '') {
      const to = Number(m[2]);
      if (to < offset) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `The range ${range} is empty.`);
      limit = to - offset + 1;
    }
  }
  return { limit, offset };
}

export async function readTable(req: RestRequest, table: Table): Promise<RestResult> {
  const { params, headers } = req;
  const select = parseSelect(params.get('select'), table.name);
  const filters = parseFilters(params);
  const order = parseOrder(params.get('order'));
  const { limit, offset } = pageWindow(params, headers);
  const prefer = parsePrefer(headers.get('prefer'));
  const p = new Params();
  const cols = selectSql(table, select);
  const where = whereSql(table, filters, p);
  const orderBy = orderSql(table, order);
  const effLimit = Math.min(limit ?? MAX_ROWS, MAX_ROWS);
  const from = `public.${quoteIdent(table.name)}`;
  const countSql = prefer.count ? `(select count(*) from ${from} ${where})::text` : 'null::text';
  const sql = `select ${countSql} as total, count(_t)::text as page, coalesce(json_agg(_t), '[]')::text as body
      from (select ${cols} from ${from} ${where} ${orderBy} limit ${effLimit} offset ${offset}) _t`;
  const row = await asRole(req.db, req.caller, { method: req.method, path: req.path, headers: headerRecord(headers), readOnly: true, signal: req.signal }, async (tx) => {
    const r = await tx.query<{ total: string | null; page: string; body: string }>(sql, p.values);
    return r.rows[0];
  });
  const total = row.total === null ? undefined : Number(row.total);
  const page = Number(row.page);
  if (total !== undefined && offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  const shaped = shapeBody(row.body, page, wantsObject(headers));
  const status = total !== undefined && page < total && !wantsObject(headers) ? 206 : 200;
  return {
    status,
    headers: { 'content-type': shaped.contentType, 'content-range': contentRange(offset, page, total) },
    body: req.method === 'HEAD' ? null : shaped.body,
  };
}
