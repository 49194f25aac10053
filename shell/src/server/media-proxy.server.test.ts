import { describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from 'shared-auth/server';
import { mediaUpstream } from './media-proxy.server';

describe('media upstream', () => {
  const local = backendConfigFromEnv({ STORAGE_PORT: '9300', FIRESTORE_PORT: '9301' });

  it('reads the media library from Cloud Storage (the storage server locally) and the rest from the media store', () => {
    expect(mediaUpstream(local, '/media/library/2026/ab12/640.webp')?.href).toBe(
      'http://127.0.0.1:9300/v0/b/demo-silver-shop.appspot.com/o/media%2Flibrary%2F2026%2Fab12%2F640.webp?alt=media',
    );
    expect(mediaUpstream(local, '/media/products/ring.svg')?.href).toBe('http://127.0.0.1:9301/media/products/ring.svg');
  });

  it('reads the library from firebasestorage.googleapis.com in production, and refuses a malformed name', () => {
    const production = backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'd', FIREBASE_APP_ID: 'a', FIREBASE_STORAGE_BUCKET: 'shop-prod.appspot.com' });
    expect(mediaUpstream(production, '/media/library/x.webp')?.href).toBe('https://firebasestorage.googleapis.com/v0/b/shop-prod.appspot.com/o/media%2Flibrary%2Fx.webp?alt=media');
    expect(mediaUpstream(local, '/media/library/%E0%A4%A')).toBeNull();
  });

  it('checks the decoded path: nothing outside /media/ is reached upstream', () => {
    const hostile = [
      '/media/%2e%2e/v1/projects/demo-silver-shop/databases/(default)/documents/orders/o1',
      '/media/%2E%2E/healthz',
      '/media/..%2fv1/projects',
      '/media/products/%2e%2e/%2e%2e/emulator/v1/projects/demo/databases/(default)/documents',
      '/media/library/%2e%2e/%2e%2e/v0/b/other/o/secret',
      '/media/%5c..%5cv1',
      '/media/products/ring.svg%00.png',
      '/media/./products/ring.svg',
      '/media/products/ring.svg%3Falt=media',
      '/media/products/ring.svg%23x',
      '/medi%61/../v1',
    ];
    for (const path of hostile) expect(mediaUpstream(local, path), path).toBeNull();
    // An encoded space is still a file name.
    expect(mediaUpstream(local, '/media/products/silver%20ring.svg')?.href).toBe('http://127.0.0.1:9301/media/products/silver%20ring.svg');
  });
});
