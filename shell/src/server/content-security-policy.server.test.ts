import { describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from 'shared-auth/server';
import { buildContentSecurityPolicy } from './content-security-policy.server';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the content security policy', () => {
  const backend = backendConfigFromEnv({
    FIREBASE_PROJECT_ID: 'shop-prod',
    FIREBASE_API_KEY: 'k',
    FIREBASE_AUTH_DOMAIN: 'shop-prod.firebaseapp.com',
    FIREBASE_APP_ID: '1:2:web:3',
  });

  it('lets nothing reach Google Analytics while no GA4 measurement id is set', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc', remoteOrigins: ['https://catalog.example'], backend });
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic' 'self' https://catalog.example");
    expect(policy).not.toMatch(/google-analytics|googletagmanager/);
  });

  it('allows gtag.js and its collection endpoints once a measurement id is set', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc', remoteOrigins: [], backend, ga4: true });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.analytics.google.com');
  });

  it('loads pictures only from the shop itself and the origins it names, not from any https address', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc', remoteOrigins: [], backend });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://*.googleusercontent.com");
    expect(
      directive(buildContentSecurityPolicy({ nonce: 'abc', remoteOrigins: [], backend, imageOrigins: ['https://cdn.shop.example'] }), 'img-src'),
    ).toContain(' https://cdn.shop.example');
    expect(directive(buildContentSecurityPolicy({ nonce: 'abc', remoteOrigins: [], backend, ga4: true }), 'img-src')).toContain(
      'https://*.google-analytics.com',
    );
  });
});
