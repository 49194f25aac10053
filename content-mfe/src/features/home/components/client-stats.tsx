// Client-trust statistics with counters (docs/product-spec.md §2 and §9). The visible number animates and
// is hidden from assistive technology; the final figure is always in the accessible text,
// including in the server-rendered HTML.
//
// The counters are the shop's regular buyers (`settings.counters`); the hero and the highlights
// speak of every jeweller served over the years (`settings.claims`). The wording keeps the two
// figures apart, and the lead says how they relate, so 300 does not read as contradicting 1000.
import type { SiteSettings } from 'shared-data';
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
  counters: SiteSettings['counters'];
  claims: Pick<SiteSettings['claims'], 'jewellersServed' | 'yearsInBusiness'>;
  brandName: string;
}

export function ClientStats({ counters, claims, brandName }: ClientStatsProps) {
  return (
    <section className="home-section home-stats" aria-labelledby="home-stats-title">
      <div className="home-section__inner">
        <h2 id="home-stats-title">Our regular buyers</h2>
        <p className="home-section__lead">
          Of the more than {formatNumber(claims.jewellersServed)} jewellers {brandName} has supplied over {formatNumber(claims.yearsInBusiness)} years, these
          are the shops in every state that restock with us month after month.
        </p>
        <ul className="home-stats__list">
          <StatCounter target={counters.jewellers} label="jewellers restock every month" />
          <StatCounter target={counters.smallBusinesses} label="small businesses restock every month" />
          <StatCounter target={counters.years} label="years in business" />
        </ul>
      </div>
    </section>
  );
}
