import { describe, expect, it } from 'vitest';
import { compareTs, microsToIso, tsMicros } from './time';

describe('timestamps', () => {
  it.each([
    ['2026-01-02T03:04:05.123456+00:00', Date.UTC(2026, 0, 2, 3, 4, 5) * 1000 + 123456],
    ['2026-01-02T03:04:05.12+00:00', Date.UTC(2026, 0, 2, 3, 4, 5) * 1000 + 120000],
    ['2026-01-02T03:04:05Z', Date.UTC(2026, 0, 2, 3, 4, 5) * 1000],
    ['2026-01-02 05:04:05.5+02', Date.UTC(2026, 0, 2, 3, 4, 5) * 1000 + 500000],
    ['2026-01-02T01:34:05-01:30', Date.UTC(2026, 0, 2, 3, 4, 5) * 1000],
  ])('tsMicros(%s)', (input, expected) => {
    expect(tsMicros(input)).toBe(expected);
  });

  it('rejects non-timestamps', () => {
    expect(tsMicros('yesterday')).toBeNaN();
  });

  it('round-trips microseconds through ISO', () => {
    const m = tsMicros('2026-11-21T22:45:41.000007+00:00');
    expect(microsToIso(m)).toBe('2026-11-21T22:45:41.000007Z');
    expect(tsMicros(microsToIso(m))).toBe(m);
  });

  it('compares across formats and precision', () => {
    expect(compareTs('2026-01-01T00:00:00.1+00:00', '2026-01-01T00:00:00.099999Z')).toBe(1);
    expect(compareTs('2026-01-01T01:00:00+01:00', '2026-01-01T00:00:00Z')).toBe(0);
    expect(compareTs(null, '2026-01-01T00:00:00Z')).toBe(-1);
  });
});
