// Component tests: jest-dom matchers and a clean DOM after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy… and waitFor wait on a condition, polling; their 1 s default is a guess about the machine,
// and on a busy 2-core machine (two busy loops, the build beside the tests) a render after a
// resolved promise took longer. A condition that never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Node-environment files of these packages (server code) share this setup.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});

// Files that share a worker's module graph (tools/vitest/dom-project.ts) hand it on as they found
// it: spies restored, real timers.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
