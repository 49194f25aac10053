// The vitest project of a browser-side package: jsdom, Testing Library, tests next to the code.
import path from 'node:path';
import { defineProject } from 'vitest/config';

export function domProject(name: string) {
  return defineProject({
    esbuild: { jsx: 'automatic' },
    define: { __SERVER__: 'false', __APP_NAME__: JSON.stringify(name), __BUILD_LABEL__: '"test"' },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(__dirname, 'setup-dom.ts')],
      // A component test types and clicks through a form; on a busy machine that passed 5 s.
      testTimeout: 30_000,
    },
  });
}
