import { describe, expect, it } from 'vitest';
import { formatMinutes, isoDuration, readDuration, totalDuration } from './duration';

/** [as written, minutes (upper end), ISO, range or null] — null when the text must not be read. */
const TIMES: [string, number | null, string | null, [number, number] | null][] = [
  ['15 minutes', 15, 'PT15M', null],
  ['45 min', 45, 'PT45M', null],
  ['45 mins', 45, 'PT45M', null],
  ['45 Min.', 45, 'PT45M', null],
  ['1 minute', 1, 'PT1M', null],
  ['1 hour', 60, 'PT1H', null],
  ['2 hrs', 120, 'PT2H', null],
  ['2 HOURS', 120, 'PT2H', null],
  ['1 hour 30 min', 90, 'PT1H30M', null],
  ['1 hour 15 minutes', 75, 'PT1H15M', null],
  ['1 hour and 30 minutes', 90, 'PT1H30M', null],
  ['1 hr, 10 min', 70, 'PT1H10M', null],
  ['1 hour + 20 min', 80, 'PT1H20M', null],
  ['1h30', 90, 'PT1H30M', null],
  ['1h30m', 90, 'PT1H30M', null],
  ['1h 30', 90, 'PT1H30M', null],
  ['1 hr 5', 65, 'PT1H5M', null],
  ['2h', 120, 'PT2H', null],
  ['90 min', 90, 'PT1H30M', null],
  ['150 minutes', 150, 'PT2H30M', null],
  ['1½ hours', 90, 'PT1H30M', null],
  ['1 ½ hours', 90, 'PT1H30M', null],
  ['1 1/2 hours', 90, 'PT1H30M', null],
  ['½ hour', 30, 'PT30M', null],
  ['¾ hour', 45, 'PT45M', null],
  ['1/4 hour', 15, 'PT15M', null],
  ['1.5 hours', 90, 'PT1H30M', null],
  ['1,5 h', 90, 'PT1H30M', null],
  ['0.75 hr', 45, 'PT45M', null],
  ['half an hour', 30, 'PT30M', null],
  ['a half hour', 30, 'PT30M', null],
  ['an hour', 60, 'PT1H', null],
  ['one and a half hours', 90, 'PT1H30M', null],
  ['1 and a half hours', 90, 'PT1H30M', null],
  ['ten minutes', 10, 'PT10M', null],
  ['forty-five minutes', 45, 'PT45M', null],
  ['about 45 minutes', 45, 'PT45M', null],
  ['approx. 20 min', 20, 'PT20M', null],
  ['~25 min', 25, 'PT25M', null],
  ['Total: 1 hour', 60, 'PT1H', null],
  ['24 hours', 1440, 'PT24H', null],
  // Ranges count as their upper end.
  ['2-3 hours', 180, 'PT3H', [120, 180]],
  ['2–3 hours', 180, 'PT3H', [120, 180]],
  ['20 to 25 min', 25, 'PT25M', [20, 25]],
  ['10-15 minutes', 15, 'PT15M', [10, 15]],
  ['1-1½ hours', 90, 'PT1H30M', [60, 90]],
  ['1 hour 10-15 min', 75, 'PT1H15M', [70, 75]],
  ['3-3 hours', 180, 'PT3H', null],
  // Not read: nothing is invented from part of a text.
  ['', null, null, null],
  ['   ', null, null, null],
  ['90', null, null, null],
  ['30 seconds', null, null, null],
  ['overnight', null, null, null],
  ['1 hour plus overnight chilling', null, null, null],
  ['45 minutes until golden', null, null, null],
  ['2 days', null, null, null],
  ['1:30', null, null, null],
  ['0 minutes', null, null, null],
  ['3-2 hours', null, null, null],
  ['quick', null, null, null],
  ['1h30 and then some', null, null, null],
  ['hours', null, null, null],
  ['1/0 hour', null, null, null],
  ['2 h 90', null, null, null],
];

describe('readDuration', () => {
  it.each(TIMES)('%j → %j min, %j', (text, minutes, iso, range) => {
    const d = readDuration(text);
    if (minutes === null) {
      expect(d).toBeNull();
      return;
    }
    expect(d).toEqual({ minutes, iso, range: range ? { low: range[0], high: range[1] } : null });
  });

  it('reads nothing from null or undefined', () => {
    expect(readDuration(null)).toBeNull();
    expect(readDuration(undefined)).toBeNull();
  });
});

describe('totalDuration', () => {
  it('adds preparation and cooking when both are read', () => {
    expect(totalDuration('15 minutes', '1 hour')).toEqual({ minutes: 75, iso: 'PT1H15M', range: null });
    expect(totalDuration('10-15 min', '20 min')).toEqual({ minutes: 35, iso: 'PT35M', range: { low: 30, high: 35 } });
  });

  it.each([
    ['20 minutes', null],
    [null, '20 minutes'],
    ['20 minutes', 'overnight'],
    ['until ready', '20 minutes'],
  ])('is null unless both are read (%j + %j): never the preparation time alone', (prep, cook) => {
    expect(totalDuration(prep, cook)).toBeNull();
  });
});

describe('formatting', () => {
  it.each([
    [0, 'PT0M', '0 min'],
    [5, 'PT5M', '5 min'],
    [60, 'PT1H', '1 h'],
    [95, 'PT1H35M', '1 h 35 min'],
    [1500, 'PT25H', '25 h'],
  ])('%d minutes → %s, %s', (minutes, iso, said) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(formatMinutes(minutes)).toBe(said);
  });
});
