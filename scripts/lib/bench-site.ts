// The production build as the benchmarks and the screenshots run it: the shell on `base`, the
// remotes on the next ports, and an in-memory local backend with a demo shop on base + 10 to
// base + 13.
import path from 'node:path';
import { distDir, remoteApps } from './apps';
import { startLocalBackend, type LocalBackendOptions } from './backend';
import { startSite, type RunningSite } from './site';

export interface BenchSiteOptions {
  base: number;
  demo: NonNullable<LocalBackendOptions['demo']>;
  /** The shell's log file, in the shell's dist folder (none: startSite's default). */
  logName?: string;
}

export function startBenchSite({ base, demo, logName }: BenchSiteOptions): Promise<RunningSite> {
  return startSite({
    shellPort: base,
    remotePorts: Object.fromEntries(remoteApps.map((app, index) => [app, base + 1 + index])),
    ...(logName ? { shellOutput: { file: path.join(distDir('shell'), logName) } } : {}),
    backend: () =>
      startLocalBackend({
        inMemory: true,
        demo,
        ports: { firestore: base + 10, auth: base + 11, functions: base + 12, storage: base + 13 },
        output: 'quiet',
      }),
  });
}
