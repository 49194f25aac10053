import { defineConfig } from 'vitest/config';

// One vitest invocation runs every package's tests as its own project.
export default defineConfig({
  test: {
    projects: ['backend', 'federation-plugins', 'shared-*', 'shell', '*-mfe', 'tools', 'scripts'],
  },
});
