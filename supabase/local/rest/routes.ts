/** /rest/v1: the PostgREST stand-in. Resolves the caller, dispatches, and shapes every error. */
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { apiKeyErrorBody, resolveCaller, type ApiRole } from '../context.ts';
import { parseError, RestError, toRestError } from './errors.ts';
import { RESERVED } from './parse.ts';
import { readTable, tableNotFound } from './read.ts';
import { deleteRows, insertRows, invalidJson, updateRows } from './write.ts';
import { callRpc } from './rpc.ts';
import type { RestRequest, RestResult } from './types.ts';
import { decodePathSegment } from './path-name.ts';
import { ClientGoneError } from '../db/as-role.ts';

function send(_c: Context, r: RestResult): Response {
  const headers = new Headers(r.headers);
  return new Response(r.body, { status: r.status, headers });
}

function errorResponse(e: RestError): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', ...e.headers });
  return new Response(JSON.stringify(e.body()), { status: e.status, headers });
}

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw invalidJson((e as Error).message);
  }
}

/**
 * NUL bytes never reach Postgres: in a name (select, order, a filter's column…) they are a parse
 * error, in a filter value Postgres's own 22021 (text cannot hold NUL).
 */
function rejectNul(params: URLSearchParams): void {
  for (const [key, value] of params) {
    if (key.includes('\0') || (value.includes('\0') && RESERVED.has(key))) {
      throw parseError(`failed to parse ${key.includes('\0') ? 'query parameter name' : `${key} parameter`}`, 'NUL characters are not allowed');
    }
    if (value.includes('\0')) throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  }
}

export function restRoutes(app: AppContext): Hono {
  const r = new Hono();

  r.all('/*', async (c) => {
    const url = new URL(c.req.url);
    const rest = url.pathname.replace(/^\/rest\/v1\/?/, '');
    const method = c.req.method;
    let role: ApiRole = 'anon';
    try {
      const auth = await resolveCaller(c.req.raw.headers, { requireApiKey: true, query: url.searchParams });
      if (!auth.ok) {
        if (auth.kind !== 'jwt') return c.json(apiKeyErrorBody(auth.kind), 401);
        const code = auth.expired ? 'PGRST303' : 'PGRST301';
        throw new RestError(401, code, auth.message, null, null, {
          'www-authenticate': `Bearer error="invalid_token", error_description="${auth.message.replace(/"/g, "'")}"`,
        });
      }
      role = auth.caller.role;
      const profile = c.req.header(method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
      if (profile && profile !== 'public') {
        throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, 'Only the public schema is exposed.');
      }
      rejectNul(url.searchParams);
      const req: RestRequest = { db: app.db, catalog: app.catalog, caller: auth.caller, method, path: url.pathname, params: url.searchParams, headers: c.req.raw.headers, signal: c.req.raw.signal };
      if (rest === '') {
        return c.json({ swagger: '2.0', info: { title: 'Cheezopedia local REST (PostgREST stand-in)' }, paths: Object.fromEntries((await app.catalog.tableNames()).map((t) => [`/${t}`, {}])) });
      }
      const rpc = /^rpc\/([^/]+)$/.exec(rest);
      if (rpc) {
        if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for RPC');
        const body = method === 'POST' ? await readBody(c) : undefined;
        return send(c, await callRpc(req, decodePathSegment(rpc[1]), body));
      }
      if (rest.includes('/')) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`);
      const name = decodePathSegment(rest);
      const table = await app.catalog.table(name);
      if (!table) throw tableNotFound(name);
      switch (method) {
        case 'GET':
        case 'HEAD':
          return send(c, await readTable(req, table));
        case 'POST': {
          const body = await readBody(c);
          if (body === undefined) throw invalidJson('The request body is empty.');
          return send(c, await insertRows(req, table, body));
        }
        case 'PATCH': {
          const body = await readBody(c);
          if (body === undefined) throw invalidJson('The request body is empty.');
          return send(c, await updateRows(req, table, body));
        }
        case 'DELETE':
          return send(c, await deleteRows(req, table));
        default:
          throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
    } catch (e) {
      // Nobody is there to read an answer (a closed connection's read that was skipped).
      if (e instanceof ClientGoneError) return new Response(null, { status: 499 });
      const err = toRestError(e, role);
      if (err.status >= 500) app.log(`REST ${method} ${url.pathname}${url.search}: ${err.code} ${err.message}`);
      return errorResponse(err);
    }
  });
  return r;
}
