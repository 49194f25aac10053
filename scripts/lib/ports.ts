// Port checks before anything starts, so a busy port gets a message that names it.
import net from 'node:net';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** Throws one error listing every busy port with what it is for. */
export async function assertPortsFree(ports: Array<{ port: number; purpose: string; variable?: string }>): Promise<void> {
  const busy: string[] = [];
  for (const { port, purpose, variable } of ports) {
    if (!(await isPortFree(port))) {
      busy.push(`  - port ${port} (${purpose}) is already in use${variable ? `; set ${variable}=<free port> to use another` : ''}`);
    }
  }
  if (busy.length) {
    throw new Error(
      `Cannot start: ${busy.length === 1 ? 'a port is' : 'ports are'} busy.\n${busy.join('\n')}\nStop the program using it (for example an earlier \`npm start\`) and try again.`,
    );
  }
}

/** A free ephemeral port (for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
