// One server per data folder: a LOCK file holding the owner's process id, so that two servers
// (the document server, the storage server) never write the same folder from two processes.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DataFolderError } from './persistence';

/** Takes the folder (creating it) and returns the function that releases it. */
export async function lockDataFolder(dir: string, what = 'document server'): Promise<() => Promise<void>> {
  await fs.mkdir(dir, { recursive: true });
  const lockFile = path.join(dir, 'LOCK');
  const existing = await fs.readFile(lockFile, 'utf8').catch(() => null);
  const pid = existing ? Number(existing.trim()) : NaN;
  if (Number.isInteger(pid) && pid !== process.pid && pid > 0) {
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (e) {
      alive = (e as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (alive) throw new DataFolderError(`Data folder ${dir} is in use by another ${what} (process ${pid}). Stop it or use another --data folder.`);
  }
  await fs.writeFile(lockFile, String(process.pid));
  return () => fs.rm(lockFile, { force: true });
}
