// Starts the local backend (in memory, seeded) and the built site once for all journeys.
import { startGlobalSite } from './test-site';

export default async function globalSetup() {
  const site = await startGlobalSite();
  process.env.E2E_BACKEND_ENV = JSON.stringify(site.backend?.env ?? {});
  return async () => {
    await site.stop();
  };
}
