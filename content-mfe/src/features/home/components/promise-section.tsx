// The promise section (docs/product-spec.md §2).
import { Link } from 'shared-router';
import type { HomeContent } from 'shared-data';

/** The shop's own promise (settings.home), or the wholesaler's. */
export function PromiseSection({ brandName, promise }: { brandName: string; promise?: HomeContent['promise'] | undefined }) {
  return (
    <section className="home-section home-promise" aria-labelledby="home-promise-title">
      <div className="home-section__inner home-promise__inner">
        <div>
          <h2 id="home-promise-title">Our promise</h2>
          <p className="home-promise__quote">
            “{promise?.quote || 'We would rather lose a sale than sell a piece we would not wear ourselves.'}”
            <span className="home-promise__by"> — the {brandName} team</span>
          </p>
        </div>
        {promise?.points.length ? (
          <ul className="home-promise__list">
            {promise.points.map((point) => (
              <li key={point.title}>
                <strong>{point.title}</strong> {point.text}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="home-promise__list">
            <li>
              <strong>Purity you can verify.</strong> Hallmarked 925 silver, every time.
            </li>
            <li>
              <strong>Weights you can trust.</strong> Printed on the invoice and the parcel label.
            </li>
            <li>
              <strong>Problems put right.</strong> Replacements or refunds under our <Link to="/returns">returns policy</Link>.
            </li>
          </ul>
        )}
      </div>
    </section>
  );
}
