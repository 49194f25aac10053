// The project's backend/storage.rules, checked for every role × operation on the media library and
// elsewhere, then for the upload validation. Driven through compileStorageRules on the real file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileStorageRules, type RulesAuth, type RulesMethod, type StorageRulesObject } from '../../src/rules';

const RULES_PATH = fileURLToPath(new URL('../../storage.rules', import.meta.url));
const engine = compileStorageRules(readFileSync(RULES_PATH, 'utf8'), 'storage.rules');

const BUCKET = 'demo-silver-shop.appspot.com';
const NOW = new Date('2026-11-02T10:00:00.000Z');
const MIB = 1024 * 1024;

type Role = 'anonymous' | 'customer' | 'admin' | 'claimAsString';
const AUTH: Record<Role, RulesAuth | null> = {
  anonymous: null,
  customer: { uid: 'alice', token: { sub: 'alice', email: 'alice@example.com' } },
  admin: { uid: 'root', token: { sub: 'root', email: 'admin@example.com', admin: true } },
  // A claim that only looks like admin must not count.
  claimAsString: { uid: 'mallory', token: { sub: 'mallory', admin: 'true' } },
};

function image(name: string, over: Partial<StorageRulesObject> = {}): StorageRulesObject {
  return {
    name,
    bucket: BUCKET,
    generation: 1_780_000_000_000_000,
    metageneration: 1,
    size: 48_213,
    timeCreated: NOW,
    updated: NOW,
    md5Hash: 'XrY7u+Ae7tCTyyK7j1rNww==',
    crc32c: 'yZRlqg==',
    etag: 'CAE=',
    contentType: 'image/webp',
    contentDisposition: null,
    contentEncoding: null,
    contentLanguage: null,
    cacheControl: null,
    metadata: {},
    ...over,
  };
}

function decide(role: Role, method: RulesMethod, name: string, incoming?: Partial<StorageRulesObject>) {
  const writes = method === 'create' || method === 'update';
  return engine.evaluate({
    method,
    bucket: BUCKET,
    name,
    auth: AUTH[role],
    time: NOW,
    resource: method === 'create' || method === 'list' ? null : image(name),
    newResource: writes ? image(name, incoming) : null,
  }).allowed;
}

const MEDIA = 'media/2026/k3j9/ring-640.webp';

describe('storage.rules: who may do what', () => {
  it.each([
    ['anonymous', 'get', MEDIA, true],
    ['anonymous', 'list', 'media/2026/k3j9', true],
    ['anonymous', 'list', 'media', true],
    ['anonymous', 'create', MEDIA, false],
    ['anonymous', 'update', MEDIA, false],
    ['anonymous', 'delete', MEDIA, false],
    ['customer', 'get', MEDIA, true],
    ['customer', 'create', MEDIA, false],
    ['customer', 'update', MEDIA, false],
    ['customer', 'delete', MEDIA, false],
    ['claimAsString', 'create', MEDIA, false],
    ['claimAsString', 'delete', MEDIA, false],
    ['admin', 'get', MEDIA, true],
    ['admin', 'create', MEDIA, true],
    ['admin', 'update', MEDIA, true],
    ['admin', 'delete', MEDIA, true],
  ] as const)('%s %s %s → %s', (role, method, name, expected) => {
    expect(decide(role, method, name)).toBe(expected);
  });

  it('denies everything outside media/, also to admins', () => {
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      expect(decide('admin', method, 'private/report.png')).toBe(false);
      expect(decide('anonymous', method, 'mediax/a.png')).toBe(false);
    }
    expect(decide('admin', 'list', '')).toBe(false);
    expect(decide('admin', 'create', 'a.png')).toBe(false);
  });
});

describe('storage.rules: what an admin may upload', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'])('accepts %s', (contentType) => {
    expect(decide('admin', 'create', MEDIA, { contentType })).toBe(true);
  });

  it.each(['text/html', 'image/svg', 'image/svgxxml', 'image/png; charset=utf-8', 'IMAGE/PNG', 'application/octet-stream', 'image/x-icon', 'video/mp4'])(
    'refuses %s',
    (contentType) => {
      expect(decide('admin', 'create', MEDIA, { contentType })).toBe(false);
      expect(decide('admin', 'update', MEDIA, { contentType })).toBe(false);
    },
  );

  it('accepts up to 10 MiB and refuses a byte more', () => {
    expect(decide('admin', 'create', MEDIA, { size: 10 * MIB })).toBe(true);
    expect(decide('admin', 'create', MEDIA, { size: 10 * MIB + 1 })).toBe(false);
    expect(decide('admin', 'update', MEDIA, { size: 10 * MIB + 1 })).toBe(false);
  });
});
