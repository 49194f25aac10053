// `npm run lint` runs knip for honest dependencies: every package declares what it imports and
// imports what it declares. knip cannot see two kinds of use, both declared here (and one module of
// a dependency's dependency is reached on purpose: see the backend entry):
// - each app's entry points come from its federation config (route modules from the route table);
// - the federation singletons of webpack.shared.js's `shared` map are provided to the share scope
//   by every app's build, whether its own code imports them or not.
import type { KnipConfig } from 'knip';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createSharedMap } = require('./webpack.shared.js') as { createSharedMap: (options: { server: boolean }) => Record<string, unknown> };

/** Package names of the federation singletons (`react-dom/client` → `react-dom`). */
const sharedPackages = [
  ...new Set(
    [...Object.keys(createSharedMap({ server: false })), ...Object.keys(createSharedMap({ server: true }))].map((request) => request.split('/')[0] ?? request),
  ),
];

/** A remote: its standalone page, its route modules, its parcel and its other exposes. */
const remote = (...otherExposes: string[]) => ({
  entry: ['src/main.ts', 'src/routes/*.tsx', 'src/parcel.tsx', ...otherExposes],
  project: ['src/**/*.{ts,tsx}'],
  ignoreDependencies: sharedPackages,
});

const config: KnipConfig = {
  workspaces: {
    '.': {
      // The bench's monolith peer is bundled by esbuild, named by path in scripts/bench.ts.
      entry: ['scripts/*.ts', 'scripts/bench-monolith/server.tsx', 'tools/**/*.ts', 'webpack.shared.js'],
      project: ['scripts/**/*.{ts,tsx}', 'tools/**/*.{ts,mjs}', '*.{js,mjs,ts}'],
      // Loaders are named by string in webpack.shared.js.
      ignoreDependencies: ['css-loader', 'esbuild-loader'],
    },
    shell: { entry: ['src/main.ts', 'src/server/main.ts'], project: ['src/**/*.{ts,tsx}'], ignoreDependencies: sharedPackages },
    'catalog-mfe': remote('src/header-search.tsx', 'src/sitemap.ts'),
    'account-mfe': remote(),
    'content-mfe': remote('src/sitemap.ts'),
    'admin-mfe': remote(),
    'shared-*': { entry: ['src/*.ts'], project: ['src/**/*.{ts,tsx}'] },
    'federation-plugins': { entry: ['src/*.ts'], project: ['src/**/*.ts'] },
    backend: {
      entry: ['src/cli/*.ts', 'src/server/main.ts', 'bench/*.ts', 'src/emulators/*.mjs'],
      project: ['src/**/*.{ts,mjs}', 'test/**/*.ts', 'bench/**/*.ts'],
      // firebase-tools' own copy, patched inside the CLI (src/emulators/lazy-auth-schemas.mjs resolves it from firebase-tools' folder).
      ignoreDependencies: ['exegesis'],
    },
    'backend/functions': { project: ['src/**/*.ts'] },
    e2e: { entry: ['tests/**/*.spec.ts'], project: ['**/*.ts'] },
  },
  ignoreBinaries: ['apt-get'],
};

export default config;
