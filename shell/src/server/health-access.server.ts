// /__health answers everyone that the server is alive; its details (process id, the remotes'
// deployments, the shared module versions) only to the machine itself (a loopback address with no
// proxy in between), to `npm run dev`'s pages, or to a caller presenting HEALTH_TOKEN as a bearer token.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface HealthAccess {
  /** HEALTH_TOKEN: operators' monitoring presents it as `Authorization: Bearer <token>`. */
  token: string | null;
  /** `npm run dev`: its pages watch the details to reload on a redeploy. */
  dev: boolean;
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayReadHealthDetails(
  req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string | undefined } },
  access: HealthAccess,
): boolean {
  if (access.dev) return true;
  const bearer = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  if (access.token && bearer) return sameSecret(bearer, access.token);
  // A proxy on this machine makes every request look local: forwarded requests are not.
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}
