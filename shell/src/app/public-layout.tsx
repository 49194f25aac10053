// The chrome around every public page: the settings' announcement, the silver rate when the
// settings show it, header, footer, the floating buttons and the app prompt.
// The home page has no floating chat button (docs/product-spec.md §2). Checkout and the pages that
// are one form (sign-in, registration, My Account) have no floating buttons at all: nothing may sit
// over a field or "Place order" (issue 15); elsewhere they step aside from fields and buttons, and
// at rest on the first screen and at the end of the page they cover nothing (issue 45,
// shared-ui's .floating-track). The consent sheet comes first in the document, so that keyboard
// users reach it early, though it is shown at the bottom of the screen; the one-form pages defer it
// to the next page, for the same reason they have no floating buttons.
import { Outlet, useLocation } from 'shared-router';
import { useCategories } from 'shared-data';
import { AuthCartSync } from 'shared-ui';
import { SiteHeader } from '../features/header/components/site-header';
import { AnnouncementBar } from '../features/header/components/announcement-bar';
import { SilverRateToday } from '../features/header/components/silver-rate-today';
import { ConsentBanner } from '../features/consent/consent-banner';
import { AccountLink } from '../features/header/components/account-link';
import { CartLink } from '../features/header/components/cart-link';
import { SearchForm } from '../features/header/components/search-form';
import type { SearchBoxHandoff } from 'shared-data/routes';
import { useRouteModules } from './route-modules-context';
import { RemoteSlot } from './remote-slot';
import { SiteFooter, type FooterCategory } from '../features/footer/components/site-footer';
import { FloatingAppButtons, FloatingChatButton } from '../features/floating/components/floating-buttons';
import { useKeepClear } from '../features/floating/hooks/use-keep-clear';
import { MobileAppPrompt } from '../features/app-prompt/components/mobile-app-prompt';

/** What the shopper typed in the plain search box, the caret and whether they are in it carry over. */
function searchHandoff(container: HTMLElement): SearchBoxHandoff {
  const input = container.querySelector('input');
  if (!input) return { value: '', selectionStart: null, selectionEnd: null, focused: false };
  return { value: input.value, selectionStart: input.selectionStart, selectionEnd: input.selectionEnd, focused: document.activeElement === input };
}

const FORM_PAGES = /^\/(checkout|login|register|forgot-password|account)(\/|$)/;

export function PublicLayout() {
  const modules = useRouteModules();
  const { pathname } = useLocation();
  const home = pathname === '/';
  const formPage = FORM_PAGES.test(pathname);
  useKeepClear();
  const categories: FooterCategory[] = useCategories().items.map((category) => ({ name: category.name, href: `/category/${category.slug}` }));
  return (
    <div className="site">
      <AuthCartSync />
      <ConsentBanner deferred={formPage} />
      <AnnouncementBar />
      <SilverRateToday />
      <SiteHeader
        searchSlot={<RemoteSlot modules={modules} remote="catalog" module="header-search" fallback={<SearchForm />} loadOn="intent" handoff={searchHandoff} />}
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
      {formPage ? null : (
        // In a track that keeps them off the first screen and in the room the page's end keeps free.
        <div className="floating-track floating-track--end">
          <aside className="floating-actions" aria-label="Chat and app links" data-floating="">
            <FloatingAppButtons />
            {home ? null : <FloatingChatButton />}
          </aside>
        </div>
      )}
      <MobileAppPrompt />
    </div>
  );
}
