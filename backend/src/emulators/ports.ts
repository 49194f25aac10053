// Port checks done before anything starts, so a busy port is reported by name instead of as a
// stack trace from whichever process lost the race.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { StartupError } from './startup-error';

export interface PortClaim {
  port: number;
  /** What would listen there, e.g. "Auth emulator". */
  label: string;
  /** The environment variable that overrides the port, e.g. "AUTH_PORT". */
  envName: string;
}

async function canListen(port: number, host: string): Promise<boolean> {
  const server = await holdPort(port, host);
  if (!server) return false;
  await new Promise((resolve) => server.close(resolve));
  return true;
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

// Ports handed out by this process, never handed out again by it: a port picked for an emulator
// stays free until the emulator binds it seconds later, and must not go to the next caller meanwhile.
const handedOut = new Set<number>();

/** The range the system picks from for port 0 and outgoing connections (Linux's ip_local_port_range). */
function ephemeralRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return { low, high };
  } catch {
    // Not Linux: fall through to the IANA dynamic range, which macOS and Windows use.
  }
  return { low: 49_152, high: 65_535 };
}

/** Where picked ports come from: below the ephemeral range, so no server listening on port 0 can take them. */
const PICK_RANGE_SIZE = 12_000;
function pickRange(): { low: number; high: number } | null {
  const { low } = ephemeralRange();
  const high = low - 1;
  const from = Math.max(10_000, high - PICK_RANGE_SIZE);
  return high - from >= 1_000 ? { low: from, high } : null;
}

function holdPort(port: number, host: string): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

/**
 * `count` distinct ports that are free now: what tests use to run beside a developer's backend,
 * and what the backend gives the emulators, which bind their ports seconds after they are picked.
 * They are picked at random below the system's ephemeral range, so that nothing that listens on
 * port 0 meanwhile (the document server, another test's server, in this process or another) can be
 * given one of them; all are held open until every one is allocated, and none is handed out twice
 * by this process.
 */
export async function findFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: net.Server[] = [];
  const range = pickRange();
  try {
    const ports: number[] = [];
    let attempts = 0;
    while (ports.length < count) {
      attempts += 1;
      let server: net.Server | null;
      if (range && attempts <= count * 50) {
        const port = range.low + Math.floor(Math.random() * (range.high - range.low + 1));
        if (handedOut.has(port) || ports.includes(port)) continue;
        server = await holdPort(port, host);
      } else {
        // No room below the ephemeral range (or nearly all of it is taken): let the system choose.
        server = await holdPort(0, host);
        if (!server) throw new Error(`The system assigned no free port on ${host}.`);
      }
      if (!server) continue;
      servers.push(server);
      const address = server.address();
      if (typeof address !== 'object' || address === null) throw new Error('The system assigned no free port.');
      ports.push(address.port);
    }
    for (const port of ports) handedOut.add(port);
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
