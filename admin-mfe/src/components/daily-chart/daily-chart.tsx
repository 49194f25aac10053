// A bar chart of one figure per day (the dashboard's takings and orders, the analytics page's views, visitors,
// revenue and enquiries), drawn with
// visx as server-rendered SVG: attributes and classes only (the shop's CSP refuses inline styles,
// so the axis labels are plain <text> rather than visx's Text, which wraps them in a styled <svg>).
// Each bar has a <title> for pointer users; the figures are also a table under "Show the figures"
// for screen readers and for anyone who wants the numbers. With `previous` (the period before, day
// for day), that period is drawn over the bars as a dashed line and given its own column.
import { useId } from 'react';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { formatIstDay } from 'shared-data/dates';

export interface ChartPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

interface DailyChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** How a figure reads in full (the table, the bar's title). */
  format: (value: number) => string;
  /** How a figure reads on the axis (short). */
  formatTick: (value: number) => string;
  /** The column heading of the figures in the table. */
  valueLabel: string;
  /** The period before, one point per point of `points` in the same order (its first day, second…). */
  previous?: readonly ChartPoint[] | undefined;
}

// Drawn at about the size it is shown, so the labels read at the page's own type size.
const WIDTH = 480;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 24, bottom: 24, left: 56 };

const tickLabel = (anchor: 'end' | 'middle') =>
  function TickLabel({ x, y, formattedValue }: TickRendererProps) {
    return (
      <text x={x} y={y} dy={anchor === 'end' ? '0.32em' : 0} textAnchor={anchor} className="admin-chart__tick">
        {formattedValue}
      </text>
    );
  };
const LeftTick = tickLabel('end');
const BottomTick = tickLabel('middle');

export function DailyChart({ title, points, format, formatTick, valueLabel, previous }: DailyChartProps) {
  const id = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const before = previous && previous.length === points.length ? previous : null;
  const highestNow = points.reduce((max, point) => Math.max(max, point.value), 0);
  const highest = (before ?? []).reduce((max, point) => Math.max(max, point.value), highestNow);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const totalBefore = before?.reduce((sum, point) => sum + point.value, 0);
  const x = scaleBand({ domain: points.map((point) => point.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, highest > 0 ? highest : 1], range: [innerHeight, 0], nice: true });
  // Whole figures only (no "₹0.2" or "0.5 orders" lines on a quiet month).
  const yTicks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const best = points.find((point) => point.value === highestNow && highestNow > 0);
  const summary =
    `${title}: ${format(total)} in all${best ? `, the highest ${format(best.value)} on ${formatIstDay(best.day, 'dayMonth')}` : ', none yet'}` +
    `${totalBefore === undefined ? '' : `; ${format(totalBefore)} in the period before`}.`;
  // About one label a week along the bottom.
  const every = Math.max(1, Math.ceil(points.length / 6));
  const bottomTicks = points.filter((_, index) => (points.length - 1 - index) % every === 0).map((point) => point.day);

  return (
    <figure className="admin-card admin-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="admin-chart__title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="admin-chart__svg" role="img" aria-label={summary}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yTicks.map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="admin-chart__grid" />
          ))}
          {points.map((point) => {
            const top = y(point.value);
            return (
              <Bar key={point.day} x={x(point.day) ?? 0} y={top} width={x.bandwidth()} height={Math.max(0, innerHeight - top)} className="admin-chart__bar">
                <title>{`${formatIstDay(point.day, 'dayMonth')}: ${format(point.value)}`}</title>
              </Bar>
            );
          })}
          {before ? (
            <LinePath
              data={points.map((point, index) => ({ x: (x(point.day) ?? 0) + x.bandwidth() / 2, y: y(before[index]?.value ?? 0) }))}
              x={(point) => point.x}
              y={(point) => point.y}
              className="admin-chart__previous"
            />
          ) : null}
          <AxisLeft scale={y} tickValues={yTicks} tickFormat={(value) => formatTick(Number(value))} hideAxisLine hideTicks tickComponent={LeftTick} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={bottomTicks}
            tickFormat={(day) => formatIstDay(String(day), 'dayMonth')}
            hideTicks
            axisLineClassName="admin-chart__axis"
            tickComponent={BottomTick}
          />
        </Group>
      </svg>
      {before ? (
        <p className="admin-chart__legend" aria-hidden="true">
          <span className="admin-chart__key admin-chart__key--now">This period</span>
          <span className="admin-chart__key admin-chart__key--before">The period before</span>
        </p>
      ) : null}
      <details className="admin-chart__figures">
        <summary>Show the figures</summary>
        {/* Scrolls inside the card; focusable so the keyboard can scroll it too. */}
        <div className="admin-chart__table" tabIndex={0} role="group" aria-label={`${title}, the figures`}>
          <div className="data-table__scroll">
            <table className="data-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="data-table__numeric">
                    {valueLabel}
                  </th>
                  {before ? (
                    <>
                      <th scope="col">Day before</th>
                      <th scope="col" className="data-table__numeric">
                        {valueLabel}, the period before
                      </th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {points.map((point, index) => {
                  const then = before?.[index];
                  return (
                    <tr key={point.day}>
                      <th scope="row">{formatIstDay(point.day, 'dayMonth')}</th>
                      <td className="data-table__numeric">{format(point.value)}</td>
                      {then ? (
                        <>
                          <td>{formatIstDay(then.day, 'dayMonth')}</td>
                          <td className="data-table__numeric">{format(then.value)}</td>
                        </>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      </details>
    </figure>
  );
}
