// zod for code that runs in Node (the servers, the functions, the tests): loaded with the module,
// as any import. Browsers get zod-lazy.ts instead (package.json's `imports`, condition "browser"),
// with the same exports.
import { z } from 'zod';

// As in browsers (zod-lazy.ts), for the DOM tests: no probe for `new Function`.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };

/** Resolves at once: zod is loaded with this module. */
export function loadSchemas(): Promise<void> {
  return Promise.resolve();
}

/** True: zod is loaded with this module. */
export function schemasLoaded(): boolean {
  return true;
}
