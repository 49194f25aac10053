// The apps of the platform: where they live, which local port serves each remote's deployments.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export type RemoteApp = 'catalog-mfe' | 'account-mfe' | 'content-mfe' | 'admin-mfe';
export type AppName = 'shell' | RemoteApp;

export const remoteApps: readonly RemoteApp[] = ['catalog-mfe', 'account-mfe', 'content-mfe', 'admin-mfe'];
export const allApps: readonly AppName[] = ['shell', ...remoteApps];

/** Local ports of the remotes' deployments (the shell's default remote locations match these). */
export const remotePorts: Record<RemoteApp, number> = {
  'catalog-mfe': 3001,
  'account-mfe': 3002,
  'content-mfe': 3003,
  'admin-mfe': 3004,
};

/** The federation name of each remote (the shell's route table uses these). */
export const federationNames: Record<RemoteApp, string> = {
  'catalog-mfe': 'catalog',
  'account-mfe': 'account',
  'content-mfe': 'content',
  'admin-mfe': 'admin',
};

export const appDir = (app: AppName) => path.join(repoRoot, app);
/**
 * A remote's local deployments (`current.json` and `builds/<id>`) are in its `dist/`, or in
 * `$REMOTE_DEPLOYMENTS_DIR/<app>` when that is set: each end-to-end run deploys into a copy of its
 * own (see e2e/support/deployments.ts), so two runs at once, and the build they test, never share one.
 */
export const REMOTE_DEPLOYMENTS_DIR = 'REMOTE_DEPLOYMENTS_DIR';

export const distDir = (app: AppName) => {
  const deployments = app === 'shell' ? undefined : process.env[REMOTE_DEPLOYMENTS_DIR];
  return deployments ? path.join(deployments, app) : path.join(appDir(app), 'dist');
};

/** The shell's built server: what `npm start`, `npm run start:prod` and the container run. */
export const shellServerFile = path.join(distDir('shell'), 'server', 'server.js');

export function isAppName(value: string): value is AppName {
  return (allApps as readonly string[]).includes(value);
}
