// The public footer (docs/product-spec.md §2): the first four categories, View All Products, app download
// links, company, support and social links, the newsletter box, the copyright line and tagline.
import { Link } from 'shared-router';
import { track, useRootData, useSiteSettings, type SiteSettings } from 'shared-data';
import { externalLinkProps, safeHref } from 'shared-ui';
import { NewsletterForm } from './newsletter-form';

export interface FooterCategory {
  name: string;
  href: string;
}

const companyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/blogs', label: 'Glam Buzz blog' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact Us' },
];

const supportLinks = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
];

const socialNames: Record<keyof SiteSettings['social'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
};

export const FOOTER_CATEGORY_COUNT = 4;

export function SiteFooter({ categories }: { categories: FooterCategory[] }) {
  const settings = useSiteSettings();
  const year = useRootData()?.year ?? new Date().getFullYear();
  const social = (Object.keys(socialNames) as Array<keyof SiteSettings['social']>)
    .map((key) => ({ key, href: safeHref(settings.social[key]) }))
    .filter((item): item is { key: keyof SiteSettings['social']; href: string } => !!item.href);
  // The badges only where the shop offers its app (settings.features).
  const ios = settings.features.appBadges ? safeHref(settings.appLinks.ios) : '';
  const android = settings.features.appBadges ? safeHref(settings.appLinks.android) : '';

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            {categories.slice(0, FOOTER_CATEGORY_COUNT).map((category) => (
              <li key={category.href}>
                <Link to={category.href}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/products">View All Products</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            {supportLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">Stay in touch</h2>
          <NewsletterForm />
          {social.length > 0 ? (
            <ul className="site-footer__social" aria-label="Social media">
              {social.map((item) => (
                <li key={item.key}>
                  <a href={item.href} {...externalLinkProps}>
                    {socialNames[item.key]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="site-footer__apps" aria-label="Download our catalogue app">
            {ios ? (
              <li>
                <a href={ios} {...externalLinkProps} onClick={() => track('app_download_click', { platform: 'ios', source: 'footer' })}>
                  Download on the App Store
                </a>
              </li>
            ) : null}
            {android ? (
              <li>
                <a href={android} {...externalLinkProps} onClick={() => track('app_download_click', { platform: 'android', source: 'footer' })}>
                  Get it on Google Play
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__tagline">{settings.brand.tagline}</p>
        <p className="site-footer__copyright">
          © {year} {settings.brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
