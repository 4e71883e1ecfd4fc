/** Timestamp helpers: Postgres `timestamptz` JSON strings compared exactly (microseconds). */

const TS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * Microseconds since the epoch of an ISO/Postgres timestamp ("2026-01-02T03:04:05.123456+00:00").
 * Returns NaN for anything else. Exact to the microsecond (Date.parse stops at milliseconds).
 */
export function tsMicros(value: string): number {
  const m = TS.exec(value.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  let ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  if (zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMin = +digits.slice(0, 2) * 60 + (digits.length > 2 ? +digits.slice(2, 4) : 0);
    ms -= sign * offsetMin * 60_000;
  }
  const micros = Number((frac + '000000').slice(0, 6));
  return ms * 1000 + micros;
}

/** ISO string (UTC, microsecond precision) of a microsecond epoch value. */
export function microsToIso(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const rest = micros - ms * 1000;
  const iso = new Date(ms).toISOString(); // …T03:04:05.123Z
  return `${iso.slice(0, -1)}${String(rest).padStart(3, '0')}Z`;
}

/** Compares two timestamps; NaN-safe (unparseable sorts first). */
export function compareTs(a: string | null | undefined, b: string | null | undefined): number {
  const x = a ? tsMicros(a) : Number.NEGATIVE_INFINITY;
  const y = b ? tsMicros(b) : Number.NEGATIVE_INFINITY;
  const xa = Number.isNaN(x) ? Number.NEGATIVE_INFINITY : x;
  const ya = Number.isNaN(y) ? Number.NEGATIVE_INFINITY : y;
  return xa === ya ? 0 : xa < ya ? -1 : 1;
}

/** The timestamp `ms` milliseconds before `ts` (microsecond precision kept). */
export function lookBack(ts: string, ms: number): string {
  return microsToIso(tsMicros(ts) - ms * 1000);
}
