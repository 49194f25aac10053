// Starts the local backend (in memory, seeded) and the built site once for all journeys, the
// remotes served from this run's own copy of their deployments.
import { useOwnDeployments } from './deployments';
import { E2E_PORTS } from './ports';
import { startGlobalSite } from './test-site';

export default async function globalSetup() {
  const removeDeployments = await useOwnDeployments(E2E_PORTS.shell);
  const site = await startGlobalSite().catch(async (error: unknown) => {
    await removeDeployments();
    throw error;
  });
  process.env.E2E_BACKEND_ENV = JSON.stringify(site.backend?.env ?? {});
  return async () => {
    await site.stop();
    await removeDeployments();
  };
}
