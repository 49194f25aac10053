// The chrome around every public page: header, footer, the floating buttons and the app prompt.
// The home page has no floating chat button (spec section 2).
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '../features/header/components/site-header';
import { AccountLink } from '../features/header/components/account-link';
import { SiteFooter, type FooterCategory } from '../features/footer/components/site-footer';
import { FloatingAppButtons, FloatingChatButton } from '../features/floating/components/floating-buttons';
import { MobileAppPrompt } from '../features/app-prompt/components/mobile-app-prompt';

export function PublicLayout({ categories = [] }: { categories?: FooterCategory[] }) {
  const { pathname } = useLocation();
  const home = pathname === '/';
  return (
    <div className="site">
      <SiteHeader accountSlot={<AccountLink />} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter categories={categories} />
      <div className="floating-actions">
        <FloatingAppButtons />
        {home ? null : <FloatingChatButton />}
      </div>
      <MobileAppPrompt />
    </div>
  );
}
