// Client-trust statistics with counters (docs/product-spec.md §2 and §9). The visible number animates and
// is hidden from assistive technology; the final figure is always in the accessible text,
// including in the server-rendered HTML.
import { formatNumber } from 'shared-ui';
import { useCountUp } from '../hooks/use-count-up';

export interface StatCounterProps {
  target: number;
  label: string;
}

export function StatCounter({ target, label }: StatCounterProps) {
  const { ref, value } = useCountUp<HTMLLIElement>(target);
  return (
    <li ref={ref} className="stat">
      <span className="stat__value" aria-hidden="true">
        {formatNumber(value)}+
      </span>
      <span className="visually-hidden">{`${formatNumber(target)}+ ${label}`}</span>
      <span className="stat__label" aria-hidden="true">
        {label}
      </span>
    </li>
  );
}

export interface ClientStatsProps {
  counters: { jewellers: number; smallBusinesses: number; years: number };
  brandName: string;
}

export function ClientStats({ counters, brandName }: ClientStatsProps) {
  return (
    <section className="home-section home-stats" aria-labelledby="home-stats-title">
      <div className="home-section__inner">
        <h2 id="home-stats-title">Trusted by businesses across India</h2>
        <p className="home-section__lead">Jewellers and small businesses in every state restock with {brandName} month after month.</p>
        <ul className="home-stats__list">
          <StatCounter target={counters.jewellers} label="jewellers" />
          <StatCounter target={counters.smallBusinesses} label="small businesses" />
          <StatCounter target={counters.years} label="years in business" />
        </ul>
      </div>
    </section>
  );
}
