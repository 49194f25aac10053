// Floating elements (`[data-floating]`: the shell's app and chat buttons, the home page's quick
// actions) step aside whenever something a shopper must reach lies under them: a form field or a
// primary button. Each one watches the rectangle it occupies on the screen (an IntersectionObserver
// whose root margin shrinks the viewport to that rectangle) and is marked `data-tucked` while any
// such element is inside it; the CSS hides it then. One that holds the focus is never tucked. One
// wholly below the screen, waiting in its sticky track (shared-ui's .floating-track), is marked
// `data-offscreen`.
import { useEffect } from 'react';
import { inLaterTask } from 'shared-ui';

/** What must never sit under a floating element. */
export const KEEP_CLEAR_SELECTOR = ['input:not([type="hidden"])', 'select', 'textarea', 'button[type="submit"]', '.button--primary', '[data-keep-clear]'].join(
  ', ',
);

/** Room kept around a floating element, in CSS pixels. */
const MARGIN = 8;

interface Watcher {
  /** Observes fields and buttons that appeared since the last call. */
  rescan: () => void;
  stop: () => void;
}

function watch(floating: HTMLElement): Watcher {
  let observer: IntersectionObserver | null = null;
  const under = new Set<Element>();
  const update = () => {
    const tucked = under.size > 0 && !floating.contains(document.activeElement);
    if (tucked) floating.dataset.tucked = 'true';
    else delete floating.dataset.tucked;
  };
  const rescan = () => {
    if (!observer) return;
    for (const element of under) if (!element.isConnected) under.delete(element);
    for (const element of document.querySelectorAll(KEEP_CLEAR_SELECTOR)) {
      if (!floating.contains(element)) observer.observe(element);
    }
    update();
  };
  /** Where the rectangle watched was: a floating element in a sticky track moves as the page scrolls near its ends. */
  let watched = '';
  const start = () => {
    observer?.disconnect();
    observer = null;
    under.clear();
    const rect = floating.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    watched = [rect.top, rect.left, rect.width, rect.height, width, height].map(Math.round).join(' ');
    // Wholly off the screen (below the first screen, waiting in its track): marked, so that it is
    // drawn transparent and nothing (axe's target-size check) measures it as lying over the page
    // there; it stays in the accessibility tree and in the tab order, and shows when focused.
    const offscreen = rect.top >= height || rect.bottom <= 0;
    if (offscreen) floating.dataset.offscreen = 'true';
    else delete floating.dataset.offscreen;
    // Empty or off the screen: nothing can be under it.
    if (rect.width === 0 || rect.height === 0 || offscreen) {
      update();
      return;
    }
    const px = (value: number) => `${Math.min(0, Math.round(value))}px`;
    const rootMargin = [-(rect.top - MARGIN), -(width - rect.right - MARGIN), -(height - rect.bottom - MARGIN), -(rect.left - MARGIN)].map(px).join(' ');
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        update();
      },
      { rootMargin },
    );
    rescan();
  };

  start();
  // The floating element changes size as it opens, and the viewport with the device; it slides
  // onto the screen as the page leaves its first screen and comes to rest at the end.
  let pending = 0;
  const restart = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(start);
  };
  let scrolled = 0;
  const onScroll = () => {
    cancelAnimationFrame(scrolled);
    scrolled = requestAnimationFrame(() => {
      const rect = floating.getBoundingClientRect();
      const now = [rect.top, rect.left, rect.width, rect.height, document.documentElement.clientWidth, window.innerHeight].map(Math.round).join(' ');
      if (now !== watched) start();
    });
  };
  const resize = new ResizeObserver(restart);
  resize.observe(floating);
  window.addEventListener('resize', restart);
  window.addEventListener('scroll', onScroll, { passive: true });
  floating.addEventListener('focusin', update);
  floating.addEventListener('focusout', update);
  return {
    rescan,
    stop: () => {
      cancelAnimationFrame(pending);
      cancelAnimationFrame(scrolled);
      observer?.disconnect();
      resize.disconnect();
      window.removeEventListener('resize', restart);
      window.removeEventListener('scroll', onScroll);
      floating.removeEventListener('focusin', update);
      floating.removeEventListener('focusout', update);
      delete floating.dataset.tucked;
      delete floating.dataset.offscreen;
    },
  };
}

/** Keeps every floating element of the page clear of fields and primary buttons, as routes change. */
export function useKeepClear() {
  // In a task of its own: measuring the floating elements lays the page out, and after hydration
  // that would add to the one task in which all the page's effects run (issue 44).
  useEffect(() => inLaterTask(watchFloatingElements), []);
}

/** Watches the floating elements there are and those routes add later; returns the function that stops. */
function watchFloatingElements(): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined' || typeof ResizeObserver === 'undefined') return undefined;
  const watchers = new Map<HTMLElement, Watcher>();
  const sync = () => {
    for (const [floating, watcher] of watchers) {
      if (floating.isConnected) continue;
      watcher.stop();
      watchers.delete(floating);
    }
    for (const watcher of watchers.values()) watcher.rescan();
    for (const floating of document.querySelectorAll<HTMLElement>('[data-floating]')) {
      if (!watchers.has(floating)) watchers.set(floating, watch(floating));
    }
  };
  sync();
  // Routes render their fields, buttons and floating elements after this effect, some of them
  // once a remote or its data has loaded.
  let pending = 0;
  const mutations = new MutationObserver(() => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(sync);
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(pending);
    mutations.disconnect();
    for (const watcher of watchers.values()) watcher.stop();
  };
}
