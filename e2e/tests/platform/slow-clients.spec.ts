// Slow and half-open clients cannot hold the servers' connections: a request head that never
// finishes is cut off after the header time-out (10 s) on the shop, a remote's deployment, the
// document server and the storage server; an oversized sign-in body is refused without being read.
import { connect } from 'node:net';
import { test, expect } from '../../support/fixtures';
import { E2E_PORTS } from '../../support/ports';

const SERVERS = [
  ['the shop (shell server)', E2E_PORTS.shell],
  ['a remote deployment (catalog-mfe)', E2E_PORTS.remotes['catalog-mfe']],
  ['the document server', E2E_PORTS.firestore],
  ['the storage server', E2E_PORTS.storage],
] as const;

/** Opens a connection, sends half a request head and never the rest; resolves with the seconds until the server closed it. */
function secondsUntilClosed(port: number, giveUpAfterMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(Number.POSITIVE_INFINITY);
    }, giveUpAfterMs);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve((Date.now() - startedAt) / 1000);
    });
    socket.on('timeout', () => reject(new Error('unexpected socket timeout')));
  });
}

test('a half-open request head is cut off within 15 s on every server', async () => {
  test.setTimeout(60_000);
  const seconds = await Promise.all(SERVERS.map(([, port]) => secondsUntilClosed(port, 30_000)));
  for (const [index, [name]] of SERVERS.entries()) {
    expect(seconds[index], name).toBeLessThan(15);
    expect(seconds[index], `${name}: not before the header time-out`).toBeGreaterThanOrEqual(9);
  }
});

test('an oversized body to /__session is refused with 413', async ({ request }) => {
  const response = await request.post('/__session', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ idToken: 'x'.repeat(64 * 1024) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: 'The body can be at most 16 KB.' });
});
