// Work an effect can leave for a moment: the effects of one commit run in one task, and after
// hydration that is every effect of the page at once, one long task (issue 44: 75–105 ms at
// Lighthouse's 4× CPU slowdown on /, the floating buttons' keep-clear watch the largest of our
// effects in it). Each piece of work given here runs in a task of its own instead, after the
// browser's more urgent work (input, rendering): scheduler.postTask where the browser has it,
// otherwise a zero-delay timer.

type Cleanup = () => void;

interface TaskScheduler {
  postTask?: (work: () => void, options: { priority: 'user-blocking' | 'user-visible' | 'background'; signal: AbortSignal }) => Promise<void>;
}

/**
 * Runs `work` in a later task and returns a function that cancels it, or, once it has run, calls the
 * cleanup it returned: an effect can return it as its own cleanup,
 * `useEffect(() => inLaterTask(() => { …; return stop; }), [])`.
 */
export function inLaterTask(work: () => Cleanup | void, priority: 'user-visible' | 'background' = 'background'): Cleanup {
  let cancelled = false;
  let cleanup: Cleanup | void;
  const run = () => {
    if (!cancelled) cleanup = work();
  };
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  let cancel: Cleanup;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler.postTask(run, { priority, signal: controller.signal }).catch((error: unknown) => {
      // Cancelled: nothing to report. An error thrown by the work is reported as an uncaught one.
      if (!controller.signal.aborted) reportError(error);
    });
    cancel = () => controller.abort();
  } else {
    const timer = setTimeout(run, 0);
    cancel = () => clearTimeout(timer);
  }
  return () => {
    cancelled = true;
    cancel();
    cleanup?.();
  };
}
