import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HSTS, LOCKED_DOWN_CSP, PERMISSIONS_POLICY, setBaselineSecurityHeaders } from './security-headers.server';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('baseline security headers', () => {
  it('lock every response down, with HSTS only when the shop is served over https', () => {
    const plain = response();
    setBaselineSecurityHeaders(plain, { https: false });
    expect(plain.getHeader('content-security-policy')).toBe(LOCKED_DOWN_CSP);
    expect(plain.getHeader('x-content-type-options')).toBe('nosniff');
    expect(plain.getHeader('strict-transport-security')).toBeUndefined();
    expect(plain.getHeader('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(plain.getHeader('cross-origin-resource-policy')).toBe('same-origin');
    expect(plain.getHeader('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\), .*payment=\(\)/);
    const secure = response();
    setBaselineSecurityHeaders(secure, { https: true });
    expect(secure.getHeader('strict-transport-security')).toBe(HSTS);
    expect(LOCKED_DOWN_CSP).toMatch(/^default-src 'none';/);
  });
});
