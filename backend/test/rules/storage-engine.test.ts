// The rules engine on `service firebase.storage`: the /b/{bucket}/o/... paths, the object
// metadata in resource and request.resource, methods, list semantics and the constructs that
// Storage rules do not have (which must stop start-up with file:line).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RulesCompileError,
  compileRules,
  compileStorageRules,
  loadStorageRulesFile,
  type RulesMethod,
  type StorageRulesEngine,
  type StorageRulesObject,
  type StorageRulesRequest,
} from '../../src/rules';
import type { RulesValue } from '../../src/rules/values';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const BUCKET = 'demo-silver-shop.appspot.com';

/** Wraps match blocks in the service and the bucket match. */
function rules(body: string, version = '2'): StorageRulesEngine {
  return compileStorageRules(
    `rules_version = '${version}';
service firebase.storage {
  match /b/{bucket}/o {
${body}
  }
}`,
    'test.rules',
  );
}

function object(name: string, over: Partial<StorageRulesObject> = {}): StorageRulesObject {
  return {
    name,
    bucket: BUCKET,
    generation: 1_700_000_000_000_001,
    metageneration: 1,
    size: 1234,
    timeCreated: new Date('2026-11-01T08:00:00.000Z'),
    updated: new Date('2026-11-01T09:00:00.000Z'),
    md5Hash: '1B2M2Y8AsgTpgAmY7PhCfg==',
    crc32c: 'AAAAAA==',
    etag: 'CAE=',
    contentType: 'image/png',
    contentDisposition: null,
    contentEncoding: null,
    contentLanguage: null,
    cacheControl: null,
    metadata: {},
    ...over,
  };
}

interface Ask {
  method: RulesMethod;
  name: string;
  uid?: string;
  token?: Record<string, unknown>;
  stored?: StorageRulesObject;
  incoming?: StorageRulesObject;
  bucket?: string;
}

function ask(engine: StorageRulesEngine, a: Ask) {
  const request: StorageRulesRequest = {
    method: a.method,
    bucket: a.bucket ?? BUCKET,
    name: a.name,
    auth: a.uid === undefined ? null : { uid: a.uid, token: { sub: a.uid, ...(a.token ?? {}) } },
    time: NOW,
    resource: a.stored ?? null,
    newResource: a.incoming ?? null,
  };
  return engine.evaluate(request);
}
const allowed = (engine: StorageRulesEngine, a: Ask) => ask(engine, a).allowed;

describe('paths and methods', () => {
  const engine = rules(`
    match /public/{file} { allow read; }
    match /users/{uid}/{rest=**} { allow write: if request.auth.uid == uid; }
    match /exact/{file} { allow get; allow create; }`);

  it('matches object names split at "/" below /b/{bucket}/o and binds wildcards', () => {
    expect(allowed(engine, { method: 'get', name: 'public/a.png' })).toBe(true);
    expect(allowed(engine, { method: 'get', name: 'public/deeper/a.png' })).toBe(false);
    expect(allowed(engine, { method: 'create', name: 'users/u1/x/y.png', uid: 'u1' })).toBe(true);
    expect(allowed(engine, { method: 'create', name: 'users/u1/x/y.png', uid: 'u2' })).toBe(false);
  });

  it('expands read to get and list, write to create, update and delete', () => {
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(allowed(engine, { method, name: 'users/u1/a', uid: 'u1' })).toBe(true);
    }
    expect(allowed(engine, { method: 'get', name: 'users/u1/a', uid: 'u1' })).toBe(false);
    expect(allowed(engine, { method: 'get', name: 'exact/a' })).toBe(true);
    expect(allowed(engine, { method: 'update', name: 'exact/a' })).toBe(false);
  });

  it('decides a list on the listed prefix: the folder matches the pattern of its objects', () => {
    expect(allowed(engine, { method: 'list', name: 'public' })).toBe(false);
    expect(allowed(engine, { method: 'list', name: 'public/sub' })).toBe(true);
    expect(allowed(engine, { method: 'list', name: '' })).toBe(false);
    const wide = rules('match /{all=**} { allow list; }');
    expect(allowed(wide, { method: 'list', name: '' })).toBe(true);
  });

  it('binds the bucket wildcard to the bucket of the request', () => {
    const e = compileStorageRules(
      `rules_version = '2';
service firebase.storage { match /b/{bucket}/o { match /{f} { allow get: if bucket == 'one'; } } }`,
      's.rules',
    );
    expect(allowed(e, { method: 'get', name: 'a', bucket: 'one' })).toBe(true);
    expect(allowed(e, { method: 'get', name: 'a', bucket: 'two' })).toBe(false);
  });

  it('refuses to list under rules_version 1, as Cloud Storage does', () => {
    const v1 = rules('match /{all=**} { allow read; }', '1');
    expect(allowed(v1, { method: 'get', name: 'a/b' })).toBe(true);
    expect(ask(v1, { method: 'list', name: 'a' })).toEqual({
      allowed: false,
      reason: `denied "list" on /b/${BUCKET}/o/a: listing objects needs rules_version = '2'`,
    });
  });

  it('denies malformed requests instead of guessing', () => {
    expect(ask(engine, { method: 'get', name: '' }).reason).toMatch(/needs an object name/);
    expect(ask(engine, { method: 'get', name: 'public//a' }).reason).toMatch(/empty path segment/);
    expect(ask(engine, { method: 'get', name: 'public/a', bucket: '' }).reason).toMatch(/bucket name is empty/);
  });

  it('says which statement allowed, and why each matching one did not', () => {
    expect(ask(engine, { method: 'get', name: 'public/a.png' }).reason).toBe(`allowed "get" on /b/${BUCKET}/o/public/a.png by test.rules:5:28 (allow read)`);
    expect(ask(engine, { method: 'delete', name: 'nowhere/a' }).reason).toBe(
      `denied "delete" on /b/${BUCKET}/o/nowhere/a: no allow statement for "delete" matches this path`,
    );
    expect(ask(engine, { method: 'delete', name: 'users/u1/a' }).reason).toMatch(
      /test.rules:6:36 "allow write: if request.auth.uid == uid" fails with an error: null value/,
    );
  });
});

describe('request and resource', () => {
  it('gives request.resource the metadata of the upload, with Storage types', () => {
    const e = rules(`match /{all=**} {
      allow create: if request.resource.size is int && request.resource.size < 2000
        && request.resource.contentType == 'image/png'
        && request.resource.name == 'a/b.png' && request.resource.bucket == bucket
        && request.resource.md5Hash is string && request.resource.crc32c is string && request.resource.etag is string
        && request.resource.generation is int && request.resource.metageneration == 1
        && request.resource.timeCreated is timestamp && request.resource.updated > request.resource.timeCreated
        && request.resource.contentLanguage == null && request.resource.metadata.owner == 'studio'
        && resource == null;
    }`);
    const incoming = object('a/b.png', { metadata: { owner: 'studio' } });
    expect(allowed(e, { method: 'create', name: 'a/b.png', incoming })).toBe(true);
    expect(allowed(e, { method: 'create', name: 'a/b.png', incoming: { ...incoming, size: 2000 } })).toBe(false);
    expect(allowed(e, { method: 'create', name: 'a/b.png', incoming: { ...incoming, metadata: {} } })).toBe(false);
    expect(allowed(e, { method: 'create', name: 'a/b.png', incoming, stored: object('a/b.png') })).toBe(false);
  });

  it('gives resource the stored object on get, update and delete', () => {
    const e = rules(`match /{all=**} {
      allow get: if resource.metadata.public == 'yes';
      allow update: if request.resource.metageneration == resource.metageneration + 1
        && request.resource.contentType == resource.contentType;
      allow delete: if resource.size < 100;
    }`);
    expect(allowed(e, { method: 'get', name: 'x', stored: object('x', { metadata: { public: 'yes' } }) })).toBe(true);
    expect(allowed(e, { method: 'get', name: 'x', stored: object('x') })).toBe(false);
    expect(allowed(e, { method: 'get', name: 'x' })).toBe(false);
    const stored = object('x');
    expect(allowed(e, { method: 'update', name: 'x', stored, incoming: { ...stored, metageneration: 2, cacheControl: 'no-store' } })).toBe(true);
    expect(allowed(e, { method: 'update', name: 'x', stored, incoming: { ...stored, metageneration: 2, contentType: 'text/html' } })).toBe(false);
    expect(allowed(e, { method: 'delete', name: 'x', stored: object('x', { size: 99 }) })).toBe(true);
    expect(allowed(e, { method: 'delete', name: 'x', stored })).toBe(false);
  });

  it('exposes request.auth, request.time, request.method and request.path', () => {
    const e = rules(`match /{all=**} {
      allow get: if request.auth.token.admin == true && request.time > timestamp.date(2026, 1, 1)
        && request.method == 'get' && request.path == /b/$(bucket)/o/$(all);
    }`);
    expect(allowed(e, { method: 'get', name: 'a/b', uid: 'root', token: { admin: true } })).toBe(true);
    expect(allowed(e, { method: 'get', name: 'a/b', uid: 'root', token: { admin: 'true' } })).toBe(false);
    expect(allowed(e, { method: 'get', name: 'a/b' })).toBe(false);
  });

  it('passes values to the debug hook', () => {
    const seen: RulesValue[] = [];
    const e = compileStorageRules("rules_version = '2'; service firebase.storage { match /b/{b}/o/{f} { allow get: if debug(f) == 'a'; } }", 'd.rules', {
      debug: (v) => seen.push(v),
    });
    expect(allowed(e, { method: 'get', name: 'a' })).toBe(true);
    expect(seen).toEqual(['a']);
  });
});

describe('compile errors', () => {
  const compileError = (compile: () => unknown): RulesCompileError => {
    try {
      compile();
    } catch (err) {
      if (err instanceof RulesCompileError) return err;
      throw err;
    }
    throw new Error('expected a compile error');
  };

  it.each([
    [
      'a Firestore document read',
      'allow read: if get(/databases/$(bucket)/documents/a/b).data.x == 1;',
      'get()',
      /get\(\) reads Firestore documents and does not exist in Storage rules/,
    ],
    ['exists()', 'allow read: if exists(/databases/$(bucket)/documents/a/b);', 'exists()', /exists\(\) reads Firestore documents/],
    ['a cross-service read', 'allow read: if firestore.get(/databases/$(bucket)/documents/a/b).data.x == 1;', 'firestore.get()', /cross-service rules/],
    ['an unknown method', "allow read: if request.resource.contentType.startsWith('image/');", '.startsWith()', /unsupported construct/],
  ])('refuses %s with file and line', (_what, statement, construct, message) => {
    const err = compileError(() => rules(`match /{all=**} {\n      ${statement}\n    }`));
    expect(err).toMatchObject({ file: 'test.rules', line: 5, construct });
    expect(err.message).toMatch(message);
  });

  it('keeps each engine to its own service', () => {
    expect(compileError(() => compileStorageRules('service cloud.firestore { }', 'x.rules')).message).toBe(
      'x.rules:1:1: the storage server needs "service firebase.storage"; load Firestore rules with compileRules (at "service cloud.firestore")',
    );
    expect(compileError(() => compileRules("rules_version = '2';\nservice firebase.storage { }", 'y.rules')).message).toMatch(
      /^y.rules:2:1: the document server needs "service cloud.firestore"/,
    );
  });

  it('loads a file and names it by its base name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-rules-'));
    const file = join(dir, 'broken.rules');
    writeFileSync(file, "rules_version = '2';\nservice firebase.storage {\n  match /b/{b}/o/{f} { allow get: if nope(); }\n}\n");
    expect(() => loadStorageRulesFile(file)).toThrow('broken.rules:3:38: unsupported construct "nope()"');
  });
});
