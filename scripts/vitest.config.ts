import { defineProject } from 'vitest/config';

// The build, start and deploy scripts' own tests (no webpack build: they use small build folders).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
  },
});
