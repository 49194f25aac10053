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
});
