// The functions import shared-data by its server-safe entry, shared-data/contracts, and their build
// bundles it: a deployed function has only its package.json dependencies installed (no shared-data,
// no Firebase web SDK, no react). These checks bundle as the build does (esbuild, in memory) and
// fail when the contracts or the functions would load the browser's packages at run time, or the
// bundle would need a package the deployment does not install.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import * as contracts from 'shared-data/contracts';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as unknown;

const functionsPackage = readJson('backend/functions/package.json') as { scripts: { build: string }; dependencies: Record<string, string> };
/** What a deployed function has installed: everything else must be in the bundle. */
const runtimeDependencies = Object.keys(functionsPackage.dependencies).sort();
/** The build script's externals (`--external:name`). */
const buildExternals = [...functionsPackage.scripts.build.matchAll(/--external:(\S+)/g)].map((match) => match[1] ?? '').sort();

// The files behind `shared-data/contracts` and `#zod` (default and browser), as its package.json names them.
const sharedData = readJson('shared-data/package.json') as { exports: Record<string, string>; imports: Record<string, Record<string, string>> };
const inSharedData = (file: string | undefined) => path.posix.join('shared-data', file ?? 'missing');
const contractsEntry = inSharedData(sharedData.exports['./contracts']);
const nodeZod = inSharedData(sharedData.imports['#zod']?.['default']);
const browserZod = inSharedData(sharedData.imports['#zod']?.['browser']);
const collectionNames = path.posix.join(path.posix.dirname(contractsEntry), 'collections', 'collection-names.ts');

/** Browser and UI packages: the functions must not load them, not even through a shared module. */
const BROWSER_PACKAGES = ['firebase', 'react', 'react-dom', 'jotai', 'shared-router', 'shared-ui'];

/** The package an input of the metafile belongs to: the innermost node_modules entry, else the workspace folder. */
function packageOf(input: string): string {
  const inNodeModules = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
  return inNodeModules ?? input.split('/')[0] ?? input;
}

const isBrowserPackage = (name: string) => BROWSER_PACKAGES.includes(name) || name.startsWith('@firebase/');

async function bundle(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: buildExternals,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** Every input from a browser package. */
const browserInputs = (metafile: Metafile) => Object.keys(metafile.inputs).filter((input) => isBrowserPackage(packageOf(input)));

/** What the bundle still imports at run time (left external). */
const externalImports = (metafile: Metafile) => [
  ...new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((imported) => imported.external)
      .map((imported) => imported.path),
  ),
];

describe('shared-data/contracts and the functions bundle', () => {
  it('leaves exactly the deployed dependencies external in the build (everything else is bundled)', () => {
    expect(functionsPackage.scripts.build).not.toMatch(/--packages=external/);
    expect(buildExternals).toEqual(runtimeDependencies);
  });

  it('offers every collection name, each re-exported by name', () => {
    // tsx (npm run backend, the seed) loads shared-data as CommonJS: Node's ESM import of it sees no
    // name of an `export *`.
    expect(readFileSync(path.join(repoRoot, contractsEntry), 'utf8')).not.toMatch(/^export \*/m);
    const declared = [...readFileSync(path.join(repoRoot, collectionNames), 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1] ?? '');
    expect(declared.length).toBeGreaterThan(30);
    expect(declared.filter((name) => !(name in contracts))).toEqual([]);
  });

  it('bundles shared-data/contracts without the Firebase web SDK, react, jotai, shared-router or shared-ui', async () => {
    const metafile = await bundle(contractsEntry);
    expect(Object.keys(metafile.inputs)).toContain(contractsEntry);
    expect(browserInputs(metafile)).toEqual([]);
  });

  it('builds the functions from their dependencies and Node alone, with the Node copy of the schemas’ zod', async () => {
    const metafile = await bundle('backend/functions/src/index.ts');
    expect(browserInputs(metafile)).toEqual([]);
    const unresolvable = externalImports(metafile).filter(
      (imported) =>
        !builtinModules.includes(imported.replace(/^node:/, '')) && !runtimeDependencies.some((name) => imported === name || imported.startsWith(`${name}/`)),
    );
    expect(unresolvable).toEqual([]);
    // shared-data's `#zod`: the default (zod loaded with the module), not the browser's lazy loader.
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain(nodeZod);
    expect(inputs).not.toContain(browserZod);
  });
});
