// The chrome around every public page: header, footer, the floating buttons and the app prompt.
// The home page has no floating chat button (docs/product-spec.md §2).
import { Outlet, useLocation } from 'shared-router';
import { useCategories } from 'shared-data';
import { AuthCartSync } from 'shared-ui';
import { SiteHeader } from '../features/header/components/site-header';
import { AccountLink } from '../features/header/components/account-link';
import { CartLink } from '../features/header/components/cart-link';
import { SearchForm } from '../features/header/components/search-form';
import type { SearchBoxHandoff } from 'shared-data/routes';
import type { RouteModuleSource } from './remote-modules';
import { RemoteSlot } from './remote-slot';
import { SiteFooter, type FooterCategory } from '../features/footer/components/site-footer';
import { FloatingAppButtons, FloatingChatButton } from '../features/floating/components/floating-buttons';
import { MobileAppPrompt } from '../features/app-prompt/components/mobile-app-prompt';

/** What the shopper typed in the plain search box, the caret and whether they are in it carry over. */
function searchHandoff(container: HTMLElement): SearchBoxHandoff {
  const input = container.querySelector('input');
  if (!input) return { value: '', selectionStart: null, selectionEnd: null, focused: false };
  return { value: input.value, selectionStart: input.selectionStart, selectionEnd: input.selectionEnd, focused: document.activeElement === input };
}

export function PublicLayout({ modules }: { modules: RouteModuleSource }) {
  const { pathname } = useLocation();
  const home = pathname === '/';
  const categories: FooterCategory[] = useCategories().items.map((category) => ({ name: category.name, href: `/category/${category.slug}` }));
  return (
    <div className="site">
      <AuthCartSync />
      <SiteHeader
        searchSlot={
          <RemoteSlot
            modules={modules}
            remote="catalog"
            module="header-search"
            fallback={<SearchForm />}
            loadOn="intent"
            handoff={searchHandoff}
          />
        }
        accountSlot={
          <>
            <CartLink />
            <AccountLink />
          </>
        }
      />
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
