// Component tests: jest-dom matchers and a clean DOM after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Node-environment files of these packages (server code) share this setup.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
