// Per-client limits on what anyone may send (contact messages, video-call requests, newsletter
// sign-ups): a fixed window per client and kind, counted in `rateLimits/{kind}-{hash}` inside a
// transaction, so every instance of a function sees the same count. The client is the signed-in
// uid, or else the caller's address. Only functions touch `rateLimits` (the rules allow no client access); each
// document carries `expiresAt` for a Firestore TTL policy to delete it.
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { clientAddress, RATE_LIMITS, TRUSTED_PROXY_HOPS_ENV, trustedProxyHops } from 'shared-data/contracts';

export interface RateLimit {
  /** What is limited, in the document id and the message: `contact`, `videoCall`, `newsletter`. */
  kind: string;
  /** Sends allowed per window and client. */
  limit: number;
  windowMs: number;
  /** The refusal's first sentence, e.g. "You have sent several messages in the last hour." */
  refusal: string;
}

/**
 * The proxies that append to X-Forwarded-For in front of the functions: one (Google's front end
 * before Cloud Functions / Cloud Run) in production, none locally, where the callable host is
 * reached directly; TRUSTED_PROXY_HOPS overrides (a function served through Hosting: 2).
 */
export function functionsProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  return trustedProxyHops(env[TRUSTED_PROXY_HOPS_ENV], env['FUNCTIONS_EMULATOR'] === 'true' ? 0 : 1);
}

/**
 * Whose sends count together: the signed-in account, else the calling address as the trusted
 * proxy saw it (client-address.ts: entries a client adds before it are ignored).
 */
export function rateLimitClient(request: Pick<CallableRequest<unknown>, 'auth' | 'rawRequest'>, hops = functionsProxyHops()): string {
  if (request.auth?.uid) return `uid:${request.auth.uid}`;
  return `ip:${clientAddress(request.rawRequest?.headers?.['x-forwarded-for'], request.rawRequest?.socket?.remoteAddress, hops)}`;
}

function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Runs `work` in a transaction that also counts one send for `client`, so the count and the write
 * it guards commit together (two round trips in all: the limit and `alsoRead` are read at once).
 * Throws `resource-exhausted` (with `retryAfterSeconds`) once the window's allowance is used up; a
 * refused send is not counted and `work` does not run.
 */
export async function withRateLimit<Result>(
  db: Firestore,
  rule: RateLimit,
  client: string,
  work: (transaction: Transaction, read: DocumentSnapshot[]) => Result,
  options: { now?: Date; alsoRead?: DocumentReference[] } = {},
): Promise<Result> {
  const now = options.now ?? new Date();
  const id = `${rule.kind}-${createHash('sha256').update(client).digest('hex').slice(0, 32)}`;
  const ref = db.collection(RATE_LIMITS).doc(id);
  const outcome = await db.runTransaction(async (transaction): Promise<{ refusedForMs: number } | { result: Result }> => {
    const [snap, ...read] = (await transaction.getAll(ref, ...(options.alsoRead ?? []))) as [DocumentSnapshot, ...DocumentSnapshot[]];
    const started = snap.get('windowStart') instanceof Timestamp ? (snap.get('windowStart') as Timestamp).toMillis() : 0;
    const inWindow = now.getTime() - started < rule.windowMs;
    const count = inWindow ? Number(snap.get('count')) || 0 : 0;
    if (count >= rule.limit) return { refusedForMs: started + rule.windowMs - now.getTime() };
    const windowStart = inWindow ? Timestamp.fromMillis(started) : Timestamp.fromDate(now);
    transaction.set(ref, {
      kind: rule.kind,
      count: count + 1,
      windowStart,
      expiresAt: Timestamp.fromMillis(windowStart.toMillis() + rule.windowMs),
    });
    return { result: work(transaction, read) };
  });
  if ('refusedForMs' in outcome) {
    throw new HttpsError('resource-exhausted', `${rule.refusal} Please try again in ${describeWait(outcome.refusedForMs)}.`, {
      reason: 'rate-limited',
      retryAfterSeconds: Math.ceil(outcome.refusedForMs / 1000),
    });
  }
  return outcome.result;
}
