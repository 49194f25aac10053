// Scroll-depth events for a post (docs/product-spec.md §7): 25, 50, 75 and 100 % of the article seen, each
// once per post view. "Seen" is how far the bottom of the window has reached into the article.
import { useEffect, type RefObject } from 'react';
import { track } from 'shared-data';

export const SCROLL_MARKS = [25, 50, 75, 100] as const;

export function useScrollDepth(ref: RefObject<HTMLElement | null>, pagePath: string): void {
  useEffect(() => {
    const reached = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      if (rect.height <= 0) return;
      const seen = Math.min(rect.height, Math.max(0, window.innerHeight - rect.top));
      const percent = (seen / rect.height) * 100;
      for (const mark of SCROLL_MARKS) {
        if (percent + 0.5 >= mark && !reached.has(mark)) {
          reached.add(mark);
          track('scroll_depth', { percent: mark, page_path: pagePath });
        }
      }
      if (reached.size === SCROLL_MARKS.length) stop();
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    const stop = () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      frame = 0;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // A short post may be fully in view before anyone scrolls.
    onScroll();
    return stop;
  }, [ref, pagePath]);
}
