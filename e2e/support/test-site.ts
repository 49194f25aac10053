// Starts the built site against an in-memory local backend for the journeys.
import { startSite, type RunningSite } from '../../scripts/lib/site';
import { startLocalBackend } from '../../scripts/lib/backend';
import type { RemoteApp } from '../../scripts/lib/apps';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { E2E_PORTS, type SitePorts } from './ports';

/** The shell servers' output, for diagnosing a failed journey. */
function shellLogFile(): string {
  const dir = path.join(__dirname, '..', 'test-results', String(E2E_PORTS.shell));
  mkdirSync(dir, { recursive: true });
  return path.join(dir, 'shell-server.log');
}

/** The global site's backend environment, shared with sites a test starts for itself. */
export function backendEnv(): Record<string, string> {
  return JSON.parse(process.env.E2E_BACKEND_ENV ?? '{}') as Record<string, string>;
}

export async function startGlobalSite(): Promise<RunningSite> {
  return startSiteWithBackend(E2E_PORTS);
}

/**
 * A whole site with its own in-memory backend on `ports` (sitePorts), loaded with a demo shop: the
 * global site's silver wholesaler, or the beauty retailer for the journeys of a retail shop.
 */
export async function startSiteWithBackend(ports: SitePorts, demo: 'silver' | 'beauty' = 'silver'): Promise<RunningSite> {
  return startSite({
    shellPort: ports.shell,
    remotePorts: ports.remotes,
    shellOutput: { file: shellLogFile() },
    backend: () =>
      startLocalBackend({
        inMemory: true,
        demo,
        ports: {
          firestore: ports.firestore,
          auth: ports.auth,
          functions: ports.functions,
          storage: ports.storage,
          smtp: ports.smtp,
          mailWeb: ports.mailWeb,
        },
        output: 'quiet',
      }),
  });
}

/**
 * A second site on its own ports (same backend) for journeys that take remotes down, load a remote
 * from elsewhere or change the shell server's environment (`env`: e.g. REMOTE_CATALOG_URL for a
 * Hosting site, or an Auth service that does not answer).
 */
export async function startIsolatedSite(base: number, env: Record<string, string> = {}): Promise<RunningSite> {
  const remotePorts: Record<RemoteApp, number> = {
    'catalog-mfe': base + 1,
    'account-mfe': base + 2,
    'content-mfe': base + 3,
    'admin-mfe': base + 4,
  };
  return startSite({
    shellPort: base,
    remotePorts,
    shellOutput: { file: shellLogFile() },
    shellEnv: { ...backendEnv(), REMOTE_REVALIDATE_MS: '200', ...env },
  });
}
