import federation from '@module-federation/webpack-bundler-runtime';
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, provideBundlerRuntime, providedBundlerRuntime } from './bundler-runtime';

const slot = globalThis as Record<string, unknown>;

afterEach(() => {
  delete slot[BUNDLER_RUNTIME_GLOBAL];
  vi.resetModules();
});

describe('the bundler runtime a page provides to remotes', () => {
  it('is missing until a shell provides it, and a remote says so', () => {
    expect(() => providedBundlerRuntime()).toThrow(/federation bundler runtime is missing/);
  });

  it('keeps the first provider: a second build on the page does not replace it', () => {
    provideBundlerRuntime(federation);
    const first = providedBundlerRuntime();
    const other = { ...federation, bundlerRuntime: { ...federation.bundlerRuntime! } };
    provideBundlerRuntime(other);
    expect(providedBundlerRuntime()).toBe(first);
    expect(first.bundlerRuntime).toBe(federation.bundlerRuntime);
  });

  it("gives a remote the shell's functions, its own container init and its own state", async () => {
    // A host's build leaves initContainerEntry out (it exposes nothing): provide a runtime without it.
    const functions = federation.bundlerRuntime;
    if (!functions) throw new Error('the bundler runtime has no functions');
    const { initContainerEntry: _left, ...hostFunctions } = functions;
    provideBundlerRuntime({ ...federation, bundlerRuntime: hostFunctions as typeof functions });
    const { default: remote } = await import('./remote-bundler-runtime');
    expect(remote.bundlerRuntime.consumes).toBe(functions.consumes);
    expect(remote.bundlerRuntime.remotes).toBe(functions.remotes);
    expect(remote.bundlerRuntime.init).toBe(functions.init);
    expect(remote.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect(remote.bundlerRuntime.S).not.toBe(functions.S);
    // The module-level federation instance of @module-federation/runtime is the container's own.
    expect(remote.runtime.init).toBe(runtime.init);
    expect(remote.instance).toBeUndefined();
  });
});
