// `npm run dev`: rebuilds an app whenever its sources change (development mode) and deploys each
// good build like a release — a remote's build becomes current (the running shell picks it up), a
// shell build restarts the shell server.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { distDir, type AppName } from './apps';
import { deployRemoteBuild, loadAppConfigs } from './build-app';

export interface Watcher {
  close(): Promise<void>;
}

export function watchApp(
  app: AppName,
  onBuilt: (result: { app: AppName; buildId?: string; durationMs: number }) => void,
  onFailed: (app: AppName, message: string) => void,
): Watcher {
  const outDir = app === 'shell' ? distDir(app) : path.join(distDir(app), '.watch');
  const compiler = webpack(loadAppConfigs(app, outDir, { production: false, label: 'dev' }));
  let started = performance.now();
  compiler.hooks.watchRun.tap('watch-app', () => {
    started = performance.now();
  });
  const watching = compiler.watch({ aggregateTimeout: 300, ignored: ['**/node_modules/**', '**/dist/**'] }, (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      const detail = error?.message ?? stats?.toString({ all: false, errors: true }) ?? 'unknown error';
      onFailed(app, detail);
      return;
    }
    const durationMs = performance.now() - started;
    if (app === 'shell') {
      onBuilt({ app, durationMs });
      return;
    }
    // Deploy a copy: the watch folder keeps being rewritten by the next rebuild.
    void (async () => {
      const staging = await mkdtemp(path.join(os.tmpdir(), `${app}-`));
      try {
        await cp(outDir, staging, { recursive: true });
        const buildId = await deployRemoteBuild(app, staging, 'dev');
        onBuilt({ app, buildId, durationMs });
      } catch (deployError) {
        onFailed(app, deployError instanceof Error ? deployError.message : String(deployError));
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    })();
  });
  return {
    close: () => new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve())),
  };
}
