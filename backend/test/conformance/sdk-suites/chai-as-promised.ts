// The part of chai-as-promised that firebase-js-sdk's suites use (eventually, rejected,
// rejectedWith, fulfilled), as a chai plugin, so the harness needs no package of its own.

type ChaiStatic = {
  Assertion: {
    addProperty(name: string, getter: (this: AssertionLike) => void): void;
    addMethod(name: string, method: (this: AssertionLike, ...args: unknown[]) => unknown): void;
    overwriteMethod(name: string, wrap: (original: (...args: unknown[]) => unknown) => (this: AssertionLike, ...args: unknown[]) => unknown): void;
    overwriteChainableMethod(
      name: string,
      wrapMethod: (original: (...args: unknown[]) => unknown) => (this: AssertionLike, ...args: unknown[]) => unknown,
      wrapChaining: (original: () => void) => (this: AssertionLike) => void,
    ): void;
  };
  AssertionError: new (message: string) => Error;
};
type AssertionLike = { _obj: unknown; then?: unknown; catch?: unknown } & Record<string, unknown>;
type Utils = { flag(assertion: AssertionLike, key: string, value?: unknown): unknown };

function thenable(assertion: AssertionLike, promise: Promise<unknown>): void {
  assertion.then = promise.then.bind(promise);
  assertion.catch = promise.catch.bind(promise);
}

function matches(error: unknown, expected: unknown): boolean {
  if (expected === undefined) return true;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof expected === 'string') return message.includes(expected);
  if (expected instanceof RegExp) return expected.test(message);
  if (typeof expected === 'function') return error instanceof (expected as new () => unknown);
  return error === expected;
}

export default function chaiAsPromised(chai: ChaiStatic, utils: Utils): void {
  const { Assertion, AssertionError } = chai;
  Assertion.addProperty('eventually', function () {
    utils.flag(this, 'eventually', true);
  });
  const rejectedWith = function (this: AssertionLike, expected?: unknown): AssertionLike {
    const promise = Promise.resolve(this._obj).then(
      (value) => {
        throw new AssertionError(`expected promise to be rejected but it was fulfilled with ${JSON.stringify(value)}`);
      },
      (error: unknown) => {
        if (!matches(error, expected)) {
          throw new AssertionError(`expected promise to be rejected with ${String(expected)} but it was rejected with ${String(error)}`);
        }
        return error;
      },
    );
    thenable(this, promise);
    return this;
  };
  Assertion.addMethod('rejectedWith', rejectedWith);
  Assertion.addProperty('rejected', function () {
    rejectedWith.call(this);
  });
  Assertion.addProperty('fulfilled', function () {
    thenable(this, Promise.resolve(this._obj));
  });
  // `eventually` before assertions: they apply, in order, to the resolved value, each to what the
  // one before left (`eventually.haveOwnProperty('message').equal('…')` checks the message).
  const eventually = (original: (...args: unknown[]) => unknown) =>
    function (this: AssertionLike, ...args: unknown[]) {
      if (!utils.flag(this, 'eventually')) return original.apply(this, args);
      const before =
        (utils.flag(this, 'eventuallyChain') as Promise<unknown> | undefined) ??
        Promise.resolve(this._obj).then((value) => {
          utils.flag(this, 'object', value);
        });
      const promise = before.then(() => {
        utils.flag(this, 'eventually', false);
        try {
          // Its result (a new assertion) is not the promise's value.
          original.apply(this, args);
        } finally {
          utils.flag(this, 'eventually', true);
        }
      });
      utils.flag(this, 'eventuallyChain', promise);
      thenable(this, promise);
      return this;
    };
  for (const name of ['haveOwnProperty', 'property', 'equal', 'eq']) Assertion.overwriteMethod(name, eventually);
  // Chainable methods (`include(x)` and `.include.members(...)`) cannot be overwritten as plain
  // methods: chai 5 and later refuse it (a getter-only property), which failed the whole suite as it
  // loaded. Their chaining behaviour is kept as it is.
  for (const name of ['include', 'lengthOf']) {
    Assertion.overwriteChainableMethod(
      name,
      eventually,
      (original) =>
        function (this: AssertionLike) {
          original.call(this);
        },
    );
  }
}
