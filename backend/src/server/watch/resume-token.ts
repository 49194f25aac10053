// Resume tokens of realtime listeners. A token names the server run and the commit time a
// listener's snapshot was taken at; given back in addTarget, it lets the server send exactly what
// changed since then (from the version history), or RESET the target when it cannot: the token
// comes from another run of the server (history starts afresh on every start) or is unreadable.

const PREFIX = 'w1';

/** Opaque bytes to the clients: base64, as the protocol carries bytes in JSON. */
export function encodeResumeToken(runId: string, nanos: bigint): string {
  return Buffer.from(`${PREFIX}:${runId}:${nanos}`, 'utf8').toString('base64');
}

/** The commit time a token of this run stands for, or null for any other token. */
export function decodeResumeToken(token: unknown, runId: string): bigint | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const text = Buffer.from(token, 'base64').toString('utf8');
  const m = /^w1:([A-Za-z0-9_-]+):(\d{1,25})$/.exec(text);
  if (!m || m[1] !== runId) return null;
  return BigInt(m[2] as string);
}
