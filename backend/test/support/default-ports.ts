// Tests run beside a developer's `npm start`, which holds the backend's default ports. A test that
// starts servers holds those ports itself while it runs (those it can: a running backend may hold
// them already), so a server that falls back to a default port fails the test on every machine,
// not only on one where `npm start` happens to run.
import net from 'node:net';
import { DEFAULT_PORTS } from '../../src/cli/start-backend';

/** Listens on every default port of the local backend that is free; resolves to the release. */
export async function holdDefaultPorts(host = '127.0.0.1'): Promise<() => Promise<void>> {
  const held: net.Server[] = [];
  for (const port of Object.values(DEFAULT_PORTS)) {
    const server = net.createServer();
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen({ port, host, exclusive: true }, () => resolve(true));
    });
    if (listening) held.push(server);
  }
  return async () => {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
