// Counts a statistic up from 0 to its target once the element is half visible (docs/product-spec.md §4
// and 9: 2000 ms in 16 ms steps, threshold 0.5), once per page view. The server render, the first
// browser render, people who prefer reduced motion and browsers without IntersectionObserver get
// the final figure with no animation.
import { startTransition, useEffect, useRef, useState } from 'react';
import { pageHydrated } from 'shared-ui';

export const COUNT_UP = { durationMs: 2000, stepMs: 16, threshold: 0.5 } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const canAnimate = () => typeof IntersectionObserver === 'function' && !reducedMotionQuery()?.matches;

export function useCountUp<T extends Element>(target: number) {
  const ref = useRef<T>(null);
  // A client render (a later navigation) counts from 0 at once. Hydration renders the server's final
  // figures, and the switch to 0 follows as a transition, which React renders in short slices: a
  // store read with useSyncExternalStore whose value differs from the server's is rendered again
  // synchronously, inside the one task in which all the page's effects run after hydration (issue 44).
  const [animate, setAnimate] = useState(() => pageHydrated() && canAnimate());
  useEffect(() => {
    const update = () => startTransition(() => setAnimate(canAnimate()));
    update();
    return subscribe(update);
  }, []);
  // Progress from 0 to 1 in whole steps; the shown value is derived, so a changed target never
  // restarts the animation.
  const [step, setStep] = useState(0);
  const started = useRef(false);
  const totalSteps = Math.ceil(COUNT_UP.durationMs / COUNT_UP.stepMs);

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element || started.current) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const halfVisible = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNT_UP.threshold);
        if (!halfVisible || started.current) return;
        started.current = true;
        observer.disconnect();
        let current = 0;
        timer = setInterval(() => {
          current += 1;
          setStep(current);
          if (current >= totalSteps) clearInterval(timer);
        }, COUNT_UP.stepMs);
      },
      { threshold: COUNT_UP.threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearInterval(timer);
      // An animation cut short by unmounting counts as shown.
      if (started.current) setStep(totalSteps);
    };
  }, [animate, totalSteps]);

  const progress = Math.min(1, (step * COUNT_UP.stepMs) / COUNT_UP.durationMs);
  return { ref, value: animate ? Math.round(target * progress) : target, animating: animate && progress < 1 };
}
