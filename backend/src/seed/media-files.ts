// Writes the generated images below `<dataDir>/media`, touching only files that are missing or
// differ, so a second run changes nothing on disk.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaFile } from './types';

export interface MediaReport {
  written: number;
  unchanged: number;
}

export async function writeMediaFiles(mediaDir: string, files: readonly MediaFile[]): Promise<MediaReport> {
  const report: MediaReport = { written: 0, unchanged: 0 };
  const root = path.resolve(mediaDir);
  for (const file of files) {
    const target = path.resolve(root, file.path);
    if (!target.startsWith(root + path.sep)) throw new Error(`Media path ${file.path} leaves ${root}.`);
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === file.content) {
      report.unchanged += 1;
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so the document server never serves half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, file.content);
    await rename(temporary, target);
    report.written += 1;
  }
  return report;
}
