// Starts the whole site from the built apps: the local backend, the four remotes' deployments and
// the shell server. Used by `npm start`, the end-to-end tests and the benchmark.
import { remoteApps, remotePorts, type RemoteApp } from './apps';
import { assertPortsFree } from './ports';
import { startRemoteServer, type RunningRemoteServer } from './remote-server';
import { startShellProcess, type ShellOutput, type ShellProcess } from './shell-process';

export interface BackendHandle {
  /** Environment variables the shell needs to reach it (FIRESTORE_PORT and friends). */
  env: Record<string, string>;
  describe(): string[];
  close(): Promise<void>;
}

export interface SiteOptions {
  shellPort: number;
  remotePorts?: Partial<Record<RemoteApp, number>>;
  backend?: () => Promise<BackendHandle>;
  shellOutput?: ShellOutput;
  shellEnv?: Record<string, string>;
}

export interface RunningSite {
  url: string;
  backend: BackendHandle | null;
  shell: ShellProcess;
  remotes: Map<RemoteApp, RunningRemoteServer>;
  remotePort(app: RemoteApp): number;
  /** Takes one remote's deployment offline (the rest keeps running). */
  stopRemote(app: RemoteApp): Promise<void>;
  startRemote(app: RemoteApp): Promise<void>;
  stop(): Promise<void>;
}

/** The shell server's REMOTE_<NAME>_URL variables for remotes served on this machine. */
export function remoteUrlsEnv(portOf: (app: RemoteApp) => number): Record<string, string> {
  return Object.fromEntries(remoteApps.map((app) => [`REMOTE_${app.replace('-mfe', '').toUpperCase()}_URL`, `http://127.0.0.1:${portOf(app)}/`]));
}

export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const ports = { ...remotePorts, ...options.remotePorts };
  await assertPortsFree([
    { port: options.shellPort, purpose: 'the shop (shell server)', variable: 'PORT' },
    ...remoteApps.map((app) => ({ port: ports[app], purpose: `the ${app} deployment` })),
  ]);
  const remotes = new Map<RemoteApp, RunningRemoteServer>();
  let running: RunningSite | null = null;
  let backend: BackendHandle | null = null;
  let shell: ShellProcess | null = null;
  const stop = async () => {
    // The dev server may have replaced the shell process since start-up.
    await (running?.shell ?? shell)?.stop();
    await Promise.all([...remotes.values()].map((remote) => remote.close()));
    remotes.clear();
    await backend?.close();
  };
  try {
    if (options.backend) backend = await options.backend();
    const standalone = { backendEnv: backend?.env ?? process.env, shellUrl: `http://127.0.0.1:${options.shellPort}` };
    for (const app of remoteApps) remotes.set(app, await startRemoteServer(app, ports[app], '127.0.0.1', standalone));
    const remoteEnv = remoteUrlsEnv((app) => ports[app]);
    shell = await startShellProcess({
      port: options.shellPort,
      output: options.shellOutput ?? 'inherit',
      env: { ...remoteEnv, ...backend?.env, ...options.shellEnv },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  running = {
    url: shell.url,
    backend,
    shell,
    remotes,
    remotePort: (app) => ports[app],
    async stopRemote(app) {
      await remotes.get(app)?.close();
      remotes.delete(app);
    },
    async startRemote(app) {
      if (!remotes.has(app))
        remotes.set(
          app,
          await startRemoteServer(app, ports[app], '127.0.0.1', { backendEnv: backend?.env ?? process.env, shellUrl: `http://127.0.0.1:${options.shellPort}` }),
        );
    },
    stop,
  };
  return running;
}
