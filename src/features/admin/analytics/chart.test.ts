import { describe, expect, it } from 'vitest';
import { axisGutter, bars, labelIndexes, niceMax, shortDay, tickLabel, ticks } from './chart';

describe('analytics chart geometry', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [21, 25],
    [240, 250],
    [251, 500],
  ])('niceMax(%i) = %i', (max, expected) => {
    expect(niceMax(max)).toBe(expected);
  });

  it('scales bars to the nice maximum and lays them side by side', () => {
    const { bars: b, max } = bars([{ day: '2026-11-01', views: 4 }, { day: '2026-11-02', views: 0 }, { day: '2026-11-03', views: 5 }], 300, 100, 2);
    expect(max).toBe(5);
    expect(b.map((x) => [x.x, x.width, x.height, x.y])).toEqual([[1, 98, 80, 20], [101, 98, 0, 100], [201, 98, 100, 0]]);
  });

  it('ticks and day labels', () => {
    expect(ticks(10)).toEqual([0, 5, 10]);
    expect(shortDay('2026-11-03', 'en-GB')).toBe('3 Nov');
  });
});

describe('labelIndexes', () => {
  it('labels the first and last bars and spaces the others so no two are closer than the gap', () => {
    // 30 days on a 300 px phone axis: one label per 6 bars at most, never crowding the last.
    const shown = labelIndexes(30, 300, 56);
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(29);
    for (let i = 1; i < shown.length; i++) expect((shown[i] - shown[i - 1]) * 10).toBeGreaterThanOrEqual(56);
    // A wide axis labels more days.
    expect(labelIndexes(30, 1000, 56).length).toBeGreaterThan(shown.length);
    expect(labelIndexes(1, 300)).toEqual([0]);
    expect(labelIndexes(0, 300)).toEqual([]);
  });
});

describe('the value axis', () => {
  it('labels whole numbers of views only: no middle tick where it would fall between two', () => {
    expect(ticks(10000).map(tickLabel)).toEqual(['0', '5000', '10000']);
    expect(ticks(1).map(tickLabel)).toEqual(['0', '1']); // no views yet: the empty chart's axis
    expect(ticks(5).map(tickLabel)).toEqual(['0', '5']);
    expect(ticks(250).map(tickLabel)).toEqual(['0', '125', '250']);
  });
  it('keeps at least 40 px and grows with the widest label, so it is never cut off', () => {
    expect(axisGutter(['0', '10', '20'])).toBe(40);
    expect(axisGutter(['0', '5000', '10000'])).toBeGreaterThanOrEqual(5 * 7 + 6);
    expect(axisGutter(['0', '500000', '1000000'])).toBeGreaterThan(axisGutter(['0', '5000', '10000']));
  });
});
