import { describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from 'shared-auth/server';
import { unsafeBackendMode } from './backend-mode.server';

describe('the local-backend mode is for this machine only', () => {
  const local = backendConfigFromEnv({});
  const production = backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'd', FIREBASE_APP_ID: 'a' });

  it('starts on loopback in development', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(unsafeBackendMode(local, {}, host)).toBeNull();
  });

  it('refuses production without a Firebase project, and any address beyond loopback', () => {
    expect(unsafeBackendMode(local, { NODE_ENV: 'production' }, '127.0.0.1')).toMatch(/FIREBASE_PROJECT_ID is not set.*NODE_ENV is production/);
    expect(unsafeBackendMode(backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'demo-x' }), { FIREBASE_PROJECT_ID: 'demo-x', NODE_ENV: 'production' }, '127.0.0.1')).toMatch(/"demo-x", a demo project/);
    expect(unsafeBackendMode(local, {}, '0.0.0.0')).toMatch(/listen on 0\.0\.0\.0/);
    expect(unsafeBackendMode(local, {}, '192.168.1.20')).toMatch(/beyond this machine/);
  });

  it('lets a real project start anywhere', () => {
    expect(unsafeBackendMode(production, { NODE_ENV: 'production' }, '0.0.0.0')).toBeNull();
  });
});
