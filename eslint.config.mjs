// Lint for the whole repository, including the team's import boundaries: an app never
// imports another app's runtime code (types are fine), shared packages import no app, and only
// lib/ modules, shared-data's collection modules and shared-auth talk to Firebase. Each rule's message says where the code belongs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './tools/eslint/feature-boundaries.mjs';

const apps = ['shell', 'catalog-mfe', 'account-mfe', 'content-mfe', 'admin-mfe'];

/** Import patterns that reach into another app's folder, for files of `app`. */
function otherAppPatterns(app) {
  return apps
    .filter((other) => other !== app)
    .map((other) => ({
      group: [`${other}`, `${other}/*`, `**/${other}/src/**`, `../../${other}/**`, `../${other}/**`],
      allowTypeImports: true,
      message: `An app never imports another app's runtime code. Share it through a federated package (shared-ui, shared-data, shared-auth) or expose it from ${other}'s module-federation.config.js.`,
    }));
}

const routerOutsideSharedRouter = {
  group: ['react-router', 'react-router-dom', 'react-router/*'],
  message: "Import the router from 'shared-router' (or 'shared-router/server'): the one shared, tree-shaken copy. Add an export there if one is missing.",
};

const firebaseOutsideLib = {
  group: ['firebase/*', 'firebase'],
  allowTypeImports: true,
  message:
    "Firebase is called only from src/lib/ modules, shared-data's collection modules (shared-data/src/collections/) and shared-auth: put this call in one of them and pass plain data to components.",
};

/** The apps whose pages load their lib/ modules for every visitor (the admin's are signed-in only). */
const publicApps = ['catalog-mfe', 'account-mfe', 'content-mfe'];

const firestoreValueImports = {
  group: ['firebase/firestore/lite', 'firebase/firestore'],
  allowTypeImports: true,
  message:
    "Call Firestore through shared-data's lazyFirestore (`const { doc, getDoc } = lazyFirestore;`): a value import from the SDK downloads it with every page that loads this module, and pages read nothing in the browser until the visitor acts. Types may come from the SDK (import type).",
};

const sharedPackagesImportNoApp = {
  group: apps.flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
  allowTypeImports: false,
  message: 'Shared packages import no app: move the code into the shared package or keep it in the app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The compiled functions bundle (esbuild output), not source.
      'backend/functions/lib/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      'local/feature-boundaries': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'x'` still loads x at run time (an import of a federated entry such
      // as shared-data/shopper is a download on the page): a types-only import says `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The webpack builder and each app's federation config are CommonJS, loaded by the build.
    files: ['webpack.shared.js', '*/module-federation.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures: `use` is not a React hook, and `{}` is how a fixture asks for nothing.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: [`${app}/src/lib/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...otherAppPatterns(app), firebaseOutsideLib, routerOutsideSharedRouter] }],
    },
  })),
  ...apps.map((app) => ({
    files: [`${app}/src/lib/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...otherAppPatterns(app), routerOutsideSharedRouter, ...(publicApps.includes(app) ? [firestoreValueImports] : [])] },
      ],
    },
  })),
  {
    // Read by the server only (the sitemap module is exposed for the shell's server).
    files: ['catalog-mfe/src/lib/sitemap-entries.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...otherAppPatterns('catalog-mfe'), routerOutsideSharedRouter] }],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}', 'shared-data/src/**/*.{ts,tsx}', 'shared-auth/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sharedPackagesImportNoApp, firestoreValueImports] }],
    },
  },
  {
    // The server's Firestore clients import the SDK with the server's code and hand it to shared-data.
    files: ['shared-auth/src/server/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sharedPackagesImportNoApp] }],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}', 'shared-data/src/**/*.{ts,tsx}'],
    ignores: ['shared-data/src/collections/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [firebaseOutsideLib, routerOutsideSharedRouter, sharedPackagesImportNoApp],
        },
      ],
    },
  },
  {
    // The functions' build bundles shared-data, and a deployed function has only its own
    // dependencies: shared-data's other entries load the Firebase web SDK, react or jotai
    // (backend/test/functions/contracts-server-safe.test.ts checks what the contracts load).
    files: ['backend/functions/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any entry but shared-data/contracts, and any path into shared-data's sources.
              regex: '^shared-data(?!/contracts$)(/.*)?$|(^|/)shared-data/src/',
              message:
                "The functions import shared-data from 'shared-data/contracts' only (its server-safe entry): export what is missing there from a module that loads no browser package.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests make their own Firestore instances and values with the SDK (and hand it to shared-data
    // with provideFirestoreSdk, as the server does).
    files: ['shared-*/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sharedPackagesImportNoApp, routerOutsideSharedRouter] }],
    },
  },
);
