// zod for browsers: downloaded on first need, not with the page. A storefront page checks no schema
// before the visitor submits a form, and zod is the largest library its first view would carry
// (25 KB gzip of 224). Builds for browsers resolve `#zod` here (package.json's `imports`, condition
// "browser"); Node gets zod-eager.ts, with the same exports.
//
// `z` stands in for zod's namespace (the members zod-members.ts lists): schemas are built inside
// lazySchema(() => …) factories, which run on first use, and every use waits for loadSchemas()
// first: the form helper does before it checks a form (and starts the download when a field gets
// focus), the admin's pages before they render. A use before that throws an error that says so.
import type { z as Zod } from 'zod';

let loaded: Partial<typeof Zod> | undefined;
let loading: Promise<void> | undefined;

/** Downloads and sets up zod once; every call returns the same promise. */
export function loadSchemas(): Promise<void> {
  loading ??= import(/* webpackChunkName: "zod" */ './zod-members').then(
    ({ zodMembers }) => {
      // zod would probe for `new Function` the first time it parses an object: the shop's CSP (no
      // 'unsafe-eval') refuses it and Chrome reports a violation. Its jitless mode skips the probe;
      // the setting lives on globalThis, so it covers any other copy of zod in the page too.
      zodMembers.config({ jitless: true });
      loaded = zodMembers;
    },
    (error: unknown) => {
      loading = undefined; // a failed download is tried again on the next call
      throw error;
    },
  );
  return loading;
}

/** True once loadSchemas() has resolved. */
export function schemasLoaded(): boolean {
  return loaded !== undefined;
}

export const z: typeof Zod = new Proxy({} as typeof Zod, {
  get(_target, key) {
    if (!loaded) throw new Error(`zod's ${String(key)} was used before loadSchemas() resolved: await loadSchemas() (shared-data) first.`);
    if (!(key in loaded)) throw new Error(`zod's ${String(key)} is not in shared-data's zod-members.ts: add it there.`);
    return Reflect.get(loaded, key);
  },
});
