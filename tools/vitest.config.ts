import { defineProject } from 'vitest/config';

// Repository-wide checks: what the type check and lint see, the route contract, dependencies.
export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['checks/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
