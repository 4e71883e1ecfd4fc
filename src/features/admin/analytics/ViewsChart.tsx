/**
 * Views per day as an accessible SVG bar chart (a table of the same figures sits beside it), drawn
 * at the width it is shown (text keeps its real size on a phone): day labels spaced so they never
 * overlap, room above the top tick, the site's font.
 */
import { useEffect, useRef, useState } from 'react';
import { axisGutter, bars, labelIndexes, niceMax, shortDay, tickLabel, ticks } from './chart';

const H = 200;
const TOP = 12;
const BOTTOM = 26;

export function ViewsChart({ points }: { points: { day: string; views: number }[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(200, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const plotHeight = H - TOP - BOTTOM;
  // The gutter fits the widest value label, so a large top value is never cut off at the left.
  const tickValues = ticks(niceMax(Math.max(0, ...points.map((p) => p.views))));
  const LEFT = axisGutter(tickValues.map(tickLabel));
  const plot = bars(points, width - LEFT, plotHeight);
  const labelled = new Set(labelIndexes(plot.bars.length, width - LEFT));
  const label = `Views per day from ${shortDay(points[0]?.day ?? '')} to ${shortDay(points.at(-1)?.day ?? '')}`;
  const last = plot.bars.length - 1;
  return (
    <div ref={ref} className="views-chart-frame">
      <svg className="views-chart" width={width} height={H} viewBox={`0 0 ${width} ${H}`} role="img" aria-label={label}>
        {tickValues.map((t) => {
          const y = TOP + plotHeight * (1 - t / plot.max);
          return (
            <g key={t}>
              <line x1={LEFT} x2={width} y1={y} y2={y} className="views-chart-grid" />
              <text x={LEFT - 6} y={y + 4} textAnchor="end" className="views-chart-tick">{tickLabel(t)}</text>
            </g>
          );
        })}
        {plot.bars.map((b, i) => (
          <g key={b.day} transform={`translate(${LEFT} ${TOP})`}>
            <rect x={b.x} y={b.y} width={b.width} height={b.height} className="views-chart-bar">
              <title>{`${shortDay(b.day)}: ${b.views} views`}</title>
            </rect>
            {labelled.has(i) && (
              // The first label starts at its bar and the last ends at its bar: neither leaves the chart.
              <text x={i === 0 ? b.x : i === last ? b.x + b.width : b.x + b.width / 2} y={plotHeight + BOTTOM - 6}
                textAnchor={i === 0 ? 'start' : i === last ? 'end' : 'middle'} className="views-chart-tick">{shortDay(b.day)}</text>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
