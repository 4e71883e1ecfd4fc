/** Pure geometry of the analytics bar chart (no React): bars, a rounded axis maximum and tick values. */
import { formatDate } from '@/domain/dates';

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  day: string;
  views: number;
}

/**
 * A "nice" axis maximum at or above `max` (1, 2, 2.5 or 5 times a power of ten); 1 when there are
 * no views, so an empty chart still has an axis.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return Math.max(1, Math.ceil(step * power));
  return Math.ceil(max);
}

/** Bars for `points` inside a `width` × `height` plot (gap between bars in user units). */
export function bars(points: ReadonlyArray<{ day: string; views: number }>, width: number, height: number, gap = 2): { bars: Bar[]; max: number } {
  const max = niceMax(Math.max(0, ...points.map((p) => p.views)));
  const slot = points.length ? width / points.length : width;
  return {
    max,
    bars: points.map((p, i) => {
      const h = (p.views / max) * height;
      return { x: i * slot + gap / 2, y: height - h, width: Math.max(1, slot - gap), height: h, day: p.day, views: p.views };
    }),
  };
}

/** Tick values 0, max/2, max — the middle one only when it is a whole number of views (never "0.5 views"). */
export function ticks(max: number): number[] {
  const middle = max / 2;
  return Number.isInteger(middle) ? [0, middle, max] : [0, max];
}

/** A tick's label. */
export function tickLabel(t: number): string {
  return String(t);
}

/** Digit width of the axis font (12 px sans-serif, generous) and the gap before the plot, in px. */
const DIGIT_PX = 7.5;
const TICK_GAP = 10;

/**
 * The left gutter that holds the widest value label (at least `min`): '10000' needs more room than
 * '20', and a label wider than its gutter would be cut off at the chart's left edge.
 */
export function axisGutter(labels: readonly string[], min = 40): number {
  const widest = Math.max(0, ...labels.map((l) => l.length));
  return Math.max(min, Math.ceil(widest * DIGIT_PX + TICK_GAP));
}

/** '2026-11-03' → '3 Nov' (the product's date format without the year, in the reader's locale). */
export function shortDay(day: string, locale?: string): string {
  return formatDate(day, { year: false, locale }) || day;
}

/**
 * Which bars get a day label on an axis `width` px wide: the first, the last, and evenly spaced ones
 * at least `minGap` px apart, none closer than that to the last (labels never overlap).
 */
export function labelIndexes(count: number, width: number, minGap = 56): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const slot = width / count;
  const every = Math.max(1, Math.ceil(minGap / slot));
  const out: number[] = [];
  for (let i = 0; i < count - 1; i += every) if ((count - 1 - i) * slot >= minGap) out.push(i);
  out.push(count - 1);
  return out;
}
