import { defineProject } from 'vitest/config';

// The federation runtime plugins and the bundler runtime the shell provides to remotes.
export default defineProject({
  test: {
    name: 'federation-plugins',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
