/** POST/GET /rest/v1/rpc/<fn>: named arguments, overload choice, scalar/row/set results, void → 204. */
import { asRole, headerRecord } from '../db/as-role.ts';
import { RestError } from './errors.ts';
import { parseNonNegativeInt } from './parse.ts';
import { Params } from './sql.ts';
import { shapeBody } from './respond.ts';
import { quoteIdent, type Fn } from './catalog.ts';
import { JSON_TYPE, MAX_ROWS, wantsObject, type RestRequest, type RestResult } from './types.ts';
import { invalidJson } from './write.ts';

/** A Postgres array literal for a JS array (elements quoted and escaped). */
export function pgArrayLiteral(values: unknown[]): string {
  return `{${values
    .map((v) => {
      if (v === null || v === undefined) return 'NULL';
      if (Array.isArray(v)) return pgArrayLiteral(v);
      const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
      return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join(',')}}`;
}

function argText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && type.endsWith('[]')) return pgArrayLiteral(value);
  return JSON.stringify(value);
}

function notFound(name: string, keys: string[]): RestError {
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length ? `(${keys.sort().join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name}${keys.length ? ` with parameters ${keys.sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

function choose(fns: Fn[], keys: string[]): Fn | undefined {
  return fns.find((f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)));
}

export async function callRpc(req: RestRequest, name: string, body: unknown): Promise<RestResult> {
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  let args: Record<string, unknown>;
  if (readOnly) {
    args = {};
    for (const [k, v] of req.params) if (!['select', 'order', 'limit', 'offset', 'apikey'].includes(k)) args[k] = v;
  } else {
    if (body === undefined || body === null) args = {};
    else if (typeof body === 'object' && !Array.isArray(body)) args = body as Record<string, unknown>;
    else throw invalidJson('RPC arguments are a JSON object of named arguments.');
  }
  const keys = Object.keys(args);
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name)) throw notFound(name, keys);
  const fn = choose(await req.catalog.functions(name), keys);
  if (!fn) throw notFound(name, keys);

  const p = new Params();
  const call = `public.${quoteIdent(fn.name)}(${keys
    .map((k) => {
      const a = fn.args.find((x) => x.name === k)!;
      return `${quoteIdent(k)} => ${p.add(argText(args[k], a.type))}::${a.type}`;
    })
    .join(', ')})`;
  const limit = Math.min(parseNonNegativeInt(req.params.get('limit'), 'limit') ?? MAX_ROWS, MAX_ROWS);
  const offset = parseNonNegativeInt(req.params.get('offset'), 'offset') ?? 0;
  const info = { method: req.method, path: req.path, headers: headerRecord(req.headers), readOnly };

  return asRole(req.db, req.caller, info, async (tx): Promise<RestResult> => {
    if (fn.returnsVoid) {
      await tx.query(`select ${call}`, p.values);
      return { status: 204, headers: {}, body: null };
    }
    if (fn.returnsSet) {
      const r = await tx.query<{ n: string; body: string }>(
        `select count(*)::text as n, coalesce(json_agg(_s._t), '[]')::text as body from (select _t from ${call} _t limit ${limit} offset ${offset}) _s`,
        p.values,
      );
      const shaped = shapeBody(r.rows[0].body, Number(r.rows[0].n), wantsObject(req.headers));
      return { status: 200, headers: { 'content-type': shaped.contentType }, body: req.method === 'HEAD' ? null : shaped.body };
    }
    const r = await tx.query<{ body: string | null }>(`select to_json(_t)::text as body from ${call} _t`, p.values);
    return { status: 200, headers: { 'content-type': JSON_TYPE }, body: req.method === 'HEAD' ? null : (r.rows[0]?.body ?? 'null') };
  });
}
