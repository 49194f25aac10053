import { defineProject } from 'vitest/config';

// Repository-wide checks: what the type check and lint see, the route contract, dependencies.
export default defineProject({
  esbuild: { jsx: 'automatic' },
  define: { __SERVER__: 'false', __APP_NAME__: '"tools"', __BUILD_LABEL__: '"test"' },
  test: {
    name: 'tools',
    environment: 'node',
    include: ['checks/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
