/** What a REST handler hands back to the HTTP layer. */
import type { Db } from '../db/index.ts';
import type { Caller } from '../context.ts';
import type { Catalog } from './catalog.ts';

export interface RestResult {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export interface RestRequest {
  db: Db;
  catalog: Catalog;
  caller: Caller;
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  /** Aborted when the client has gone. */
  signal?: AbortSignal;
}

export const MAX_ROWS = 1000;
export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function wantsObject(headers: Headers): boolean {
  return (headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}
