import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One backend per test worker for the files that use sharedBackend() (test/support/shared-backend.ts).
    globalSetup: ['test/support/shared-backend.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
