// The moment the page is interactive: the shell's root layout marks the document hydrated
// (`<html data-hydrated="true">`) once React has taken over the server's HTML. Work a page does not
// need to become interactive (analytics, the admin's zod) waits for it.

let hydrated: Promise<void> | undefined;

/** Whether the page is hydrated now: a render after that is a client render (a later navigation), not hydration's. */
export function pageHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset['hydrated'] === 'true';
}

/** Resolves once the document is hydrated (at once if it is); never resolves outside a browser. */
export function afterHydration(): Promise<void> {
  hydrated ??= new Promise((resolve) => {
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    if (pageHydrated()) return resolve();
    const observer = new MutationObserver(() => {
      if (!pageHydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
  return hydrated;
}
