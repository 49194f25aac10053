// Schemas built on first use instead of when the module loads. Building a zod schema runs zod's
// constructors for every field and check; shared-data's ~70 module-level schemas cost a phone about
// 100 ms of main-thread work while the page starts up (Chromium at 4× CPU slowdown), on every page,
// though a storefront page uses none of them before the visitor submits a form.
//
// lazySchema(() => z.object({…})) returns a stand-in with the schema's type: the first property read
// (`.parse`, `.shape`, `._zod` when zod nests it in another schema, a spread of a shape object)
// builds it once; every read after that goes to the built schema, and its methods are bound to it,
// so `this` inside zod is the schema itself.

export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  const bound = new Map<PropertyKey, { from: unknown; fn: unknown }>();
  return new Proxy({} as T, {
    get(_target, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const cached = bound.get(key);
      if (cached && cached.from === value) return cached.fn;
      const fn = (value as (...args: unknown[]) => unknown).bind(target);
      bound.set(key, { from: value, fn });
      return fn;
    },
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as non-configurable that its (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
  });
}
