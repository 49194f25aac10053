// The about page's claims (docs/product-spec.md §1, reading A), from `settings/site` so the shop owner keeps
// them current.
import type { SiteSettings } from 'shared-data';
import { formatNumber } from 'shared-ui';
import './about-claims.css';
import { listInEnglish } from '../../../lib/format-text';

export function AboutClaims({ claims }: { claims: SiteSettings['claims'] }) {
  return (
    <ul className="about-claims" aria-label="At a glance">
      <li>
        <strong>More than {formatNumber(claims.jewellersServed)}</strong> jewellers served
      </li>
      <li>
        <strong>Over {formatNumber(claims.yearsInBusiness)} years</strong> in business
      </li>
      <li>
        <strong>{claims.dispatch}</strong>
      </li>
      {claims.importsFrom.length ? (
        <li>
          Imports from <strong>{listInEnglish(claims.importsFrom)}</strong>
        </li>
      ) : null}
    </ul>
  );
}
