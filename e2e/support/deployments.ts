// Each end-to-end run serves the remotes from a copy of their deployments of its own: the journeys
// deploy, canary and roll back the catalog (deploy.spec.ts, deploy-hosting.spec.ts), and two runs at
// once (two E2E_PORT_BASEs, or the shards of `npm test`) must not move each other's live build, nor
// leave the build in the repository changed. The copy is hard links (a deploy replaces files by
// rename and adds new folders, so the originals are never written), made in well under a second.
import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_DEPLOYMENTS_DIR, distDir, remoteApps, repoRoot } from '../../scripts/lib/apps';

/** Mirrors `source` into `target`, linking files (copying them where a link cannot be made). */
export async function linkTree(source: string, target: string): Promise<number> {
  await mkdir(target, { recursive: true });
  let files = 0;
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) files += await linkTree(from, to);
    else if (entry.isFile()) {
      await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        await copyFile(from, to);
      });
      files += 1;
    }
  }
  return files;
}

/**
 * Copies the remotes' deployments for the run on this port and points REMOTE_DEPLOYMENTS_DIR at the
 * copy (for this process, the site it starts and the test workers). Returns the clean-up.
 */
export async function useOwnDeployments(port: number): Promise<() => Promise<void>> {
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'e2e-deployments', String(port));
  await rm(folder, { recursive: true, force: true });
  const sources = remoteApps.map((app) => ({ app, from: distDir(app) }));
  for (const { app, from } of sources) {
    await linkTree(from, path.join(folder, app)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new Error(`${app} has no build in ${from}: run \`npm run build\` first.`) : error;
    });
  }
  process.env[REMOTE_DEPLOYMENTS_DIR] = folder;
  return async () => {
    delete process.env[REMOTE_DEPLOYMENTS_DIR];
    await rm(folder, { recursive: true, force: true });
  };
}
