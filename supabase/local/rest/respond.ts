/** Shared response shaping: single-object coercion (PGRST116) and Content-Range. */
import { RestError } from './errors.ts';
import { JSON_TYPE, OBJECT_TYPE } from './types.ts';

/** Body for a JSON array text: the array itself, or its only element when an object was asked for. */
export function shapeBody(bodyText: string, count: number, asObject: boolean): { body: string; contentType: string } {
  if (!asObject) return { body: bodyText, contentType: JSON_TYPE };
  if (count !== 1) {
    throw new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${count} rows`);
  }
  const arr = JSON.parse(bodyText) as unknown[];
  return { body: JSON.stringify(arr[0]), contentType: OBJECT_TYPE };
}

export function contentRange(offset: number, pageCount: number, total: number | undefined): string {
  const t = total === undefined ? '*' : String(total);
  return pageCount === 0 ? `*/${t}` : `${offset}-${offset + pageCount - 1}/${t}`;
}
