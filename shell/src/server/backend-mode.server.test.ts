import { describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from 'shared-auth/server';
import { missingFirebaseVariables, unsafeBackendMode } from './backend-mode.server';

describe('the local-backend mode is for this machine only', () => {
  const local = backendConfigFromEnv({});
  const production = backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'd', FIREBASE_APP_ID: 'a' });

  it('starts on loopback in development', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(unsafeBackendMode(local, {}, host)).toBeNull();
  });

  it('refuses production without a Firebase project, and any address beyond loopback', () => {
    expect(unsafeBackendMode(local, { NODE_ENV: 'production' }, '127.0.0.1')).toMatch(/FIREBASE_PROJECT_ID is not set.*NODE_ENV is production/);
    expect(
      unsafeBackendMode(backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'demo-x' }), { FIREBASE_PROJECT_ID: 'demo-x', NODE_ENV: 'production' }, '127.0.0.1'),
    ).toMatch(/"demo-x", a demo project/);
    expect(unsafeBackendMode(local, {}, '0.0.0.0')).toMatch(/listen on 0\.0\.0\.0/);
    expect(unsafeBackendMode(local, {}, '192.168.1.20')).toMatch(/beyond this machine/);
  });

  it('starts the production build on loopback when the local backend is asked for by name (npm run start:prod -- --local-backend)', () => {
    const env = { NODE_ENV: 'production', SHOP_LOCAL_BACKEND: '1' };
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(unsafeBackendMode(local, env, host)).toBeNull();
  });

  it('refuses beyond loopback even when the local backend is asked for', () => {
    expect(unsafeBackendMode(local, { NODE_ENV: 'production', SHOP_LOCAL_BACKEND: '1' }, '0.0.0.0')).toMatch(/listen on 0\.0\.0\.0, beyond this machine/);
    expect(unsafeBackendMode(local, { SHOP_LOCAL_BACKEND: '1' }, '192.168.1.20')).toMatch(/beyond this machine/);
    // Only the exact value counts: anything else is production as usual.
    expect(unsafeBackendMode(local, { NODE_ENV: 'production', SHOP_LOCAL_BACKEND: 'true' }, '127.0.0.1')).toMatch(/NODE_ENV is production/);
  });

  it('tells a production start without a project how to run against the local backend instead', () => {
    expect(unsafeBackendMode(local, { NODE_ENV: 'production' }, '127.0.0.1')).toContain('npm run start:prod -- --local-backend');
    expect(unsafeBackendMode(local, {}, '0.0.0.0')).toContain('HOST=127.0.0.1 for local use');
  });

  it('lets a real project start anywhere', () => {
    expect(unsafeBackendMode(production, { NODE_ENV: 'production' }, '0.0.0.0')).toBeNull();
  });

  it('refuses production with an incomplete web configuration, naming what is missing', () => {
    const partial = backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k' });
    expect(unsafeBackendMode(partial, { NODE_ENV: 'production' }, '0.0.0.0')).toMatch(/"shop-prod", but FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID are not set/);
    expect(missingFirebaseVariables(partial)).toEqual(['FIREBASE_AUTH_DOMAIN', 'FIREBASE_APP_ID']);
    expect(missingFirebaseVariables(production)).toEqual([]);
    // Outside production a partial configuration is someone's experiment, not a deployment.
    expect(unsafeBackendMode(partial, {}, '127.0.0.1')).toBeNull();
  });
});
