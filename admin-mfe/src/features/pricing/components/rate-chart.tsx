// The silver rate over time as a line (visx, server-rendered SVG with attributes and classes only,
// as DailyChart): one point per rate set, at the time it took effect. The SVG's label says the
// first, last, lowest and highest rates; the history table under it holds every figure.
import { useId } from 'react';
import { AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatDateTime, formatInr } from 'shared-data';

export interface RatePoint {
  /** ISO time the rate took effect. */
  at: string;
  rupeesPerGram: number;
}

const WIDTH = 480;
const HEIGHT = 180;
const MARGIN = { top: 10, right: 16, bottom: 10, left: 64 };

function LeftTick({ x, y, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dy="0.32em" textAnchor="end" className="admin-chart__tick">
      {formattedValue}
    </text>
  );
}

/** The chart's text for screen readers: where the rate started and ended, and its range. */
export function rateSummary(points: readonly RatePoint[]): string {
  if (points.length === 0) return 'Silver rate: none set yet.';
  const first = points[0]!;
  const last = points.at(-1)!;
  const values = points.map((point) => point.rupeesPerGram);
  if (points.length === 1) return `Silver rate: ${formatInr(last.rupeesPerGram)} a gram since ${formatDateTime(last.at)}.`;
  return (
    `Silver rate: ${formatInr(first.rupeesPerGram)} a gram on ${formatDateTime(first.at)}, ${formatInr(last.rupeesPerGram)} on ${formatDateTime(last.at)}; ` +
    `lowest ${formatInr(Math.min(...values))}, highest ${formatInr(Math.max(...values))} (${points.length} rates).`
  );
}

/** Oldest first. */
export function RateChart({ points }: { points: readonly RatePoint[] }) {
  const id = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const times = points.map((point) => new Date(point.at).getTime());
  const values = points.map((point) => point.rupeesPerGram);
  const x = scaleLinear({ domain: [Math.min(...times), Math.max(...times) + (times.length < 2 ? 1 : 0)], range: [0, innerWidth] });
  const low = Math.min(...values);
  const high = Math.max(...values);
  const y = scaleLinear({ domain: [low * 0.98, high * 1.02 + (high === low ? 1 : 0)], range: [innerHeight, 0], nice: true });
  return (
    <figure className="admin-card admin-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="admin-chart__title">
        Silver rate (₹ a gram of fine silver)
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="admin-chart__svg" role="img" aria-label={rateSummary(points)}>
        {points.length > 0 ? (
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="admin-chart__grid" />
            ))}
            <LinePath data={[...points]} x={(point) => x(new Date(point.at).getTime())} y={(point) => y(point.rupeesPerGram)} className="admin-chart__rate" />
            {points.map((point) => (
              <circle key={point.at} cx={x(new Date(point.at).getTime())} cy={y(point.rupeesPerGram)} r={3} className="admin-chart__rate-point">
                <title>{`${formatInr(point.rupeesPerGram)} from ${formatDateTime(point.at)}`}</title>
              </circle>
            ))}
            <AxisLeft scale={y} numTicks={4} tickFormat={(value) => formatInr(Number(value))} tickComponent={LeftTick} axisClassName="admin-chart__axis" />
          </Group>
        ) : null}
      </svg>
    </figure>
  );
}
