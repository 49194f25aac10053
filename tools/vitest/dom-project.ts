// The vitest project of a browser-side package: jsdom, Testing Library, tests next to the code.
//
// Run from the repository's root, a package is two projects (domProjects below). Setting up jsdom
// and importing React and Testing Library again for every file cost about 2.5 s a file: 332 of the
// unit tests' 1,331 file-seconds, for 135 files. A file that only renders and asserts shares its
// worker's jsdom and module graph with the files before it (isolate: false; the set-up file
// unmounts, clears storage and restores spies). A file that replaces modules or globals (vi.mock,
// vi.doMock, vi.resetModules, vi.stubGlobal, vi.stubEnv) needs a module graph of its own, so it
// runs in the package's second project, "<package> (own modules)", with isolation as before.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const INCLUDE = 'src/**/*.test.{ts,tsx}';
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(/;

function projectConfig(name: string): UserWorkspaceConfig {
  return {
    esbuild: { jsx: 'automatic' },
    define: { __SERVER__: 'false', __APP_NAME__: JSON.stringify(name), __BUILD_LABEL__: '"test"' },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      include: [INCLUDE],
      setupFiles: [path.join(__dirname, 'setup-dom.ts')],
      // A component test types and clicks through a form; on a busy machine that passed 5 s, and
      // the product editor's variant journey (4.4 s on a quiet machine) passed 30 s in a fresh clone
      // with two busy loops and the build beside the unit tests. A ceiling, not a wait: a test that
      // never finishes still fails.
      testTimeout: 90_000,
    },
  };
}

/** The package's own config (vitest run inside the package): every file isolated. */
export function domProject(name: string) {
  return defineProject(projectConfig(name));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files of a package's src that replace modules or globals, relative to the package. */
function filesReplacingModules(packageDir: string): string[] {
  return testFiles(path.join(packageDir, 'src'))
    .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(packageDir, file))
    .sort();
}

/** The package's two projects for the root config: shared module graphs, and files isolated. */
export function domProjects(packageDir: string): UserWorkspaceConfig[] {
  const name = path.basename(packageDir);
  const base = projectConfig(name);
  const isolated = filesReplacingModules(packageDir);
  const shared: UserWorkspaceConfig = {
    ...base,
    test: { ...base.test, root: packageDir, isolate: false, exclude: ['**/node_modules/**', ...isolated] },
  };
  if (isolated.length === 0) return [shared];
  return [shared, { ...base, test: { ...base.test, name: `${name} (own modules)`, root: packageDir, include: isolated } }];
}
