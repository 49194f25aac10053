// The promise section (docs/product-spec.md §2).
import { Link } from 'shared-router';

export function PromiseSection({ brandName }: { brandName: string }) {
  return (
    <section className="home-section home-promise" aria-labelledby="home-promise-title">
      <div className="home-section__inner home-promise__inner">
        <div>
          <h2 id="home-promise-title">Our promise</h2>
          <p className="home-promise__quote">
            “We would rather lose a sale than sell a piece we would not wear ourselves.”
            <span className="home-promise__by"> — the {brandName} team</span>
          </p>
        </div>
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
      </div>
    </section>
  );
}
