// The trust-highlights grid (docs/product-spec.md §2), worded from the shop's claims in settings.
import { formatNumber } from 'shared-ui';
import type { HomePoint, SiteSettings } from 'shared-data';
import { listInEnglish } from '../../../lib/format-text';

type IconName = 'hallmark' | 'truck' | 'globe' | 'star';

const ICON_PATHS: Record<IconName, string> = {
  hallmark: 'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6zM8.5 12l2.5 2.5 4.5-5',
  truck: 'M2 6h11v9H2zM13 9h4l4 4v2h-8M6 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
};

function HighlightIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
      <path d={ICON_PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICON_ORDER: readonly IconName[] = ['hallmark', 'truck', 'globe', 'star'];

/** The shop's own highlights (settings.home), or the wholesaler's worded from its claims. */
export function TrustHighlights({ claims, items }: { claims: SiteSettings['claims']; items?: readonly HomePoint[] | undefined }) {
  const highlights: Array<{ icon: IconName; title: string; text: string }> = items
    ? items.map((item, index) => ({ icon: ICON_ORDER[index % ICON_ORDER.length]!, ...item }))
    : [
        { icon: 'hallmark', title: '925 hallmarked silver', text: 'Every piece is BIS hallmarked sterling silver, with purity and weight on the invoice.' },
        { icon: 'truck', title: claims.dispatch, text: 'The whole catalogue is held in stock, so most orders leave within 48 hours, insured and tracked.' },
        {
          icon: 'globe',
          title: `Imports from ${listInEnglish(claims.importsFrom)}`,
          text: 'Contemporary designs you will not find at every counter, alongside Indian craft.',
        },
        {
          icon: 'star',
          title: `Trusted by ${formatNumber(claims.jewellersServed)}+ jewellers`,
          text: `Family jewellers, chains, boutiques and online brands have bought from us for over ${formatNumber(claims.yearsInBusiness)} years.`,
        },
      ];
  return (
    <section className="home-section home-highlights" aria-labelledby="home-highlights-title">
      <div className="home-section__inner">
        <h2 id="home-highlights-title" className="visually-hidden">
          Why {items ? 'customers' : 'jewellers'} trust us
        </h2>
        <ul className="home-grid home-grid--4">
          {highlights.map((item) => (
            <li key={item.title} className="home-card home-card--highlight">
              <span className="home-card__icon" aria-hidden="true">
                <HighlightIcon name={item.icon} />
              </span>
              <h3 className="home-card__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
