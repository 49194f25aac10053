// Whether a page scrolls sideways on a small screen, and what sticks out: the elements that reach
// past the right edge outside any box that scrolls sideways itself (a wide table in its own
// scrolling box is fine), leaving out what is hidden for screen readers only and fixed layers.
import type { Page } from '@playwright/test';

export interface SidewaysOverflow {
  /** How many CSS pixels the page is wider than the screen (0 when it fits). */
  overflow: number;
  /** Up to five elements that stick out, e.g. "table.data-table (484 px)". */
  culprits: string[];
}

export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsItself = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 &&
          !element.closest('.visually-hidden') &&
          getComputedStyle(element).position !== 'fixed' &&
          !scrollsItself(element),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { overflow: Math.max(0, document.documentElement.scrollWidth - width), culprits };
  });
}
