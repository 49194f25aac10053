// Small build folders laid out as webpack writes a remote's (manifests, entries, the exposed
// modules' files) and a shell contract made from the real route table, for the deploy tests.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routesOf } from 'shared-data/routes';
import { writeShellContract, type ShellContract } from './deploy-contract';

export const REACT = { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true };
export const catalogModules = [...new Set(routesOf('catalog').map((route) => route.module))];

export interface FakeBuild {
  modules?: string[];
  shared?: Array<typeof REACT>;
  /** The federation runtime version the build was made with (default the shell's). */
  runtime?: string;
  /** A file the client manifest names but the folder lacks. */
  missing?: string;
}

/** A catalog build folder `<work>/artefacts/<id>` as webpack writes it; returns the folder. */
export async function makeBuild(work: string, id: string, build: FakeBuild = {}): Promise<string> {
  const dir = path.join(work, 'artefacts', id);
  const modules = build.modules ?? catalogModules;
  const exposes = modules.map((module) => ({
    name: module,
    path: `./${module}`,
    assets: { js: { sync: [`expose_${module}.${id}.js`], async: [`shared-chunk.${id}.js`] }, css: { sync: [`expose_${module}.${id}.css`], async: [] } },
  }));
  await mkdir(path.join(dir, 'client'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(
    path.join(dir, 'client', 'mf-manifest.json'),
    JSON.stringify({ name: 'catalog', metaData: { pluginVersion: build.runtime ?? '2.9.2' }, exposes, shared: build.shared ?? [REACT] }),
  );
  await writeFile(path.join(dir, 'server', 'mf-manifest.json'), JSON.stringify({ name: 'catalog', exposes: [] }));
  await writeFile(path.join(dir, 'client', 'remoteEntry.js'), `/* catalog ${id} */`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `/* catalog server ${id} */`);
  for (const expose of exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async, ...expose.assets.css.sync]) {
      if (file !== build.missing) await writeFile(path.join(dir, 'client', file), `/* ${file} */`);
    }
  }
  return dir;
}

/** A shell build's contract (React and jotai shared, federation runtime 2.9.2), written under `<work>/shell-dist`. */
export async function makeShellContract(work: string): Promise<ShellContract> {
  const shellDist = path.join(work, 'shell-dist');
  await mkdir(path.join(shellDist, 'client'), { recursive: true });
  await writeFile(
    path.join(shellDist, 'client', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { pluginVersion: '2.9.2' },
      shared: [
        { ...REACT, assets: {} },
        { name: 'jotai', version: '2.20.3', requiredVersion: '^2.20.3', singleton: true },
      ],
    }),
  );
  return writeShellContract(shellDist);
}
