/**
 * Equality of the values a synced row holds (JSON: strings, numbers, booleans, null, arrays,
 * objects), blind to the order of an object's keys. PostgreSQL's jsonb hands objects back with their
 * keys reordered (`{"amount","item"}` may come back as `{"item","amount"}`), so a recipe row read
 * from the server must still equal the one a device wrote. A key holding `undefined` counts as
 * absent, as it does once the value is sent as JSON.
 */

/** True when `a` and `b` are the same JSON value (object keys in any order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const ka = definedKeys(a);
  const kb = definedKeys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k) || !jsonEqual(a[k], b[k])) return false;
  }
  return true;
}

/**
 * A string naming a JSON value, the same for equal values (jsonEqual): JSON with every object's
 * keys sorted and `undefined` keys left out. Used to compare list items by their content.
 */
export function stableKey(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableKey(v))).join(',')}]`;
  if (!isPlainObject(value)) return JSON.stringify(value);
  const keys = definedKeys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableKey(value[k])}`).join(',')}}`;
}

function isPlainObject(v: object): v is Record<string, unknown> {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function definedKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}
