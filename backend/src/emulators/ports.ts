// Port checks done before anything starts, so a busy port is reported by name instead of as a
// stack trace from whichever process lost the race.
import net from 'node:net';
import { StartupError } from './startup-error';

export interface PortClaim {
  port: number;
  /** What would listen there, e.g. "Auth emulator". */
  label: string;
  /** The environment variable that overrides the port, e.g. "AUTH_PORT". */
  envName: string;
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(claims: readonly PortClaim[], host: string): Promise<void> {
  const seen = new Map<number, string>();
  for (const claim of claims) {
    const other = seen.get(claim.port);
    if (other) {
      throw new StartupError(
        'port-in-use',
        `Port ${claim.port} is configured for both the ${other} and the ${claim.label}; set ${claim.envName} to a different port.`,
      );
    }
    seen.set(claim.port, claim.label);
  }
  for (const claim of claims) {
    if (!(await canListen(claim.port, host))) {
      throw new StartupError(
        'port-in-use',
        `Port ${claim.port} on ${host}, needed by the ${claim.label}, is already in use. ` +
          `Stop the program using it (a backend that is already running? find it with "lsof -i :${claim.port}") ` +
          `or choose another port, e.g. ${claim.envName}=${claim.port + 10} npm run backend.`,
      );
    }
  }
}

/**
 * `count` distinct ports that were free a moment ago: what tests use to run beside a developer's
 * backend. All are held open until every one is allocated, so none is handed out twice.
 */
export async function findFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      server.unref();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: 0, host }, () => resolve());
      });
      const address = server.address();
      if (typeof address !== 'object' || address === null) throw new Error('The system assigned no free port.');
      ports.push(address.port);
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await findFreePorts(1, host);
  if (port === undefined) throw new Error('The system assigned no free port.');
  return port;
}
