import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { findFreePorts } from '../../src/emulators/ports';

function listenOn(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server));
  });
}

const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';

describe('findFreePorts', () => {
  it('gives distinct ports that can be listened on, and never the same port twice', async () => {
    const first = await findFreePorts(5);
    const second = await findFreePorts(5);
    expect(new Set([...first, ...second]).size).toBe(10);
    const servers = await Promise.all(first.map(listenOn));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it.runIf(existsSync(RANGE_FILE))('picks below the ephemeral range, where a server on port 0 cannot land', async () => {
    const [low] = readFileSync(RANGE_FILE, 'utf8').trim().split(/\s+/).map(Number);
    const picked = await findFreePorts(20);
    for (const port of picked) expect(port).toBeLessThan(low ?? 0);
    // What the document server does: listen on port 0. The system's choice is in the ephemeral range.
    const server = await listenOn(0);
    const address = server.address() as net.AddressInfo;
    expect(address.port).toBeGreaterThanOrEqual(low ?? 0);
    expect(picked).not.toContain(address.port);
    await new Promise((resolve) => server.close(resolve));
  });
});
