// @vitest-environment node
import { mayReadHealthDetails, type HealthAccess } from './health-access.server';

const closed: HealthAccess = { token: null, dev: false };
const withToken: HealthAccess = { token: 's3cret-token', dev: false };
const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } });

describe('who reads the health details', () => {
  it.each([
    ['this machine over IPv4', closed, request('127.0.0.1')],
    ['this machine over IPv6', closed, request('::1')],
    ['this machine, IPv4-mapped', closed, request('::ffff:127.0.0.1')],
    ['a monitor with the token', withToken, request('203.0.113.9', { authorization: 'Bearer s3cret-token' })],
    ['a page of npm run dev', { token: null, dev: true }, request('192.168.1.20')],
  ])('%s', (_why, access, req) => {
    expect(mayReadHealthDetails(req, access)).toBe(true);
  });

  it.each([
    ['anyone on the network', closed, request('203.0.113.9')],
    ['a LAN address', closed, request('192.168.1.20')],
    ['a request forwarded by a proxy on this machine', closed, request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })],
    ['a request with a Forwarded header', closed, request('127.0.0.1', { forwarded: 'for=203.0.113.9' })],
    ['a wrong token', withToken, request('203.0.113.9', { authorization: 'Bearer guess' })],
    ['a wrong token, even from this machine', withToken, request('127.0.0.1', { authorization: 'Bearer guess' })],
    ['a token when none is configured', closed, request('203.0.113.9', { authorization: 'Bearer anything' })],
  ])('not %s', (_why, access, req) => {
    expect(mayReadHealthDetails(req, access)).toBe(false);
  });
});
