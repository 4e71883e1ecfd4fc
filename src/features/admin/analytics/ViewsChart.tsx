/** Views per day as an accessible SVG bar chart (a table of the same figures sits beside it). */
import { bars, shortDay, ticks } from './chart';

const W = 600;
const H = 160;
const LEFT = 36;
const BOTTOM = 22;

export function ViewsChart({ points }: { points: { day: string; views: number }[] }) {
  const plot = bars(points, W - LEFT, H - BOTTOM);
  const label = `Views per day from ${shortDay(points[0]?.day ?? '')} to ${shortDay(points.at(-1)?.day ?? '')}`;
  return (
    <svg className="views-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="none">
      {ticks(plot.max).map((t) => {
        const y = (H - BOTTOM) * (1 - t / plot.max);
        return (
          <g key={t}>
            <line x1={LEFT} x2={W} y1={y} y2={y} className="views-chart-grid" />
            <text x={LEFT - 6} y={y + 4} textAnchor="end" className="views-chart-tick">{Number.isInteger(t) ? t : t.toFixed(1)}</text>
          </g>
        );
      })}
      {plot.bars.map((b, i) => (
        <g key={b.day} transform={`translate(${LEFT} 0)`}>
          <rect x={b.x} y={b.y} width={b.width} height={b.height} className="views-chart-bar">
            <title>{`${shortDay(b.day)}: ${b.views} views`}</title>
          </rect>
          {(i === 0 || i === plot.bars.length - 1 || i % 7 === 0) && (
            <text x={b.x + b.width / 2} y={H - 6} textAnchor="middle" className="views-chart-tick">{shortDay(b.day)}</text>
          )}
        </g>
      ))}
    </svg>
  );
}
