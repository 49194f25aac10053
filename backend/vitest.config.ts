import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One backend per test worker for the files that use sharedBackend() (test/support/shared-backend.ts).
    globalSetup: ['test/support/shared-backend.global.ts'],
    // The files of a worker share its module graph: importing the SDKs, the server and the functions
    // again for every file cost 117 of the project's 441 CPU seconds (248 s against 191 s on 2 cores).
    // No file here replaces modules (vi.mock); each starts what it needs and stops it, and the files
    // pass in shuffled orders (vitest run --project backend --sequence.shuffle.files).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
