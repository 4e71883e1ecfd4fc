import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('is day, short month and year in the given locale', () => {
    expect(formatDate('2026-11-03T10:00:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('3 Nov 2026');
    expect(formatDate('2026-11-03T10:00:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 3, 2026');
  });

  it('reads calendar days in UTC whatever the time zone, and can leave the year out', () => {
    expect(formatDate('2026-11-03', { locale: 'en-GB', timeZone: 'Pacific/Honolulu' })).toBe('3 Nov 2026');
    expect(formatDate('2026-11-03', { locale: 'en-GB', year: false })).toBe('3 Nov');
  });

  it('adds the time when asked', () => {
    expect(formatDate('2026-11-03T09:05:00Z', { locale: 'en-GB', timeZone: 'UTC', time: true })).toBe('3 Nov 2026, 09:05');
  });

  it('gives an empty string for what is not a date, and survives a bad locale', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-11-03T10:00:00Z', { locale: 'xx-invalid-locale-name-!!', timeZone: 'UTC' })).not.toBe('');
  });
});
