// The call-to-action banner (docs/product-spec.md §2).
import { Link } from 'shared-router';
import { track } from 'shared-data';
import { externalLinkProps } from 'shared-ui';

/** The closing banner: the shop's own words (settings.home) or the wholesaler's; WhatsApp only when the shop offers it. */
export function CtaBanner({ whatsappHref, cta }: { whatsappHref: string | null; cta?: { title: string; text: string; button: string } | undefined }) {
  return (
    <section className="home-cta" aria-labelledby="home-cta-title">
      <div className="home-cta__inner">
        <div>
          <h2 id="home-cta-title">{cta?.title || 'Ready to stock 925 silver?'}</h2>
          <p>{cta?.text || 'Get the latest designs and wholesale prices today. Our team replies on WhatsApp within working hours.'}</p>
        </div>
        <div className="home-cta__actions">
          <Link className="button button--light" to="/products">
            {cta?.button || 'Browse the catalogue'}
          </Link>
          {whatsappHref ? (
            <a
              className="button button--whatsapp"
              href={whatsappHref}
              {...externalLinkProps}
              onClick={() => track('click', { category: 'engagement', label: 'home_cta_whatsapp' })}
            >
              Chat on WhatsApp
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
