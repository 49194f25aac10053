import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RulesCompileError, compileRules, loadRulesFile, type RulesEngine, type RulesMethod, type RulesRequest } from '../../src/rules';
import type { RulesValue } from '../../src/rules/values';
import { MemoryData, doc, toFields } from './harness';

const NOW = new Date('2024-05-01T12:00:00.000Z');

/** Wraps match blocks in the usual service and database match. */
function rules(body: string, version = '2'): RulesEngine {
  return compileRules(
    `rules_version = '${version}';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`,
    'test.rules',
  );
}

interface Ask {
  method: RulesMethod;
  path: string;
  uid?: string;
  token?: Record<string, unknown>;
  stored?: Record<string, unknown>;
  incoming?: Record<string, unknown>;
  data?: MemoryData;
  accessCallLimit?: number;
}

function ask(engine: RulesEngine, a: Ask) {
  const path = a.path.split('/');
  const request: RulesRequest = {
    method: a.method,
    database: '(default)',
    path,
    auth: a.uid === undefined ? null : { uid: a.uid, token: { sub: a.uid, ...(a.token ?? {}) } },
    time: NOW,
    resource: a.stored === undefined ? null : doc(a.path, a.stored),
    newResource: a.incoming === undefined ? null : doc(a.path, a.incoming),
    ...(a.method === 'list' ? { query: { filter: null, orderBy: [], limit: null, offset: 0 } } : {}),
    ...(a.accessCallLimit !== undefined ? { accessCallLimit: a.accessCallLimit } : {}),
  };
  return engine.evaluate(request, a.data ?? new MemoryData());
}

const allowed = (engine: RulesEngine, a: Ask) => ask(engine, a).allowed;

describe('methods and matching', () => {
  const engine = rules(`
    match /a/{id} { allow read; }
    match /b/{id} { allow write; }
    match /c/{id} { allow get; allow create; }`);

  it('expands read to get and list, write to create, update and delete', () => {
    expect(allowed(engine, { method: 'get', path: 'a/1' })).toBe(true);
    expect(allowed(engine, { method: 'list', path: 'a' })).toBe(true);
    expect(allowed(engine, { method: 'create', path: 'a/1' })).toBe(false);
    for (const method of ['create', 'update', 'delete'] as const) expect(allowed(engine, { method, path: 'b/1' })).toBe(true);
    expect(allowed(engine, { method: 'get', path: 'b/1' })).toBe(false);
  });

  it('grants only the methods an allow names', () => {
    expect(allowed(engine, { method: 'get', path: 'c/1' })).toBe(true);
    expect(allowed(engine, { method: 'list', path: 'c' })).toBe(false);
    expect(allowed(engine, { method: 'update', path: 'c/1' })).toBe(false);
  });

  it('denies a path no match covers, saying so', () => {
    const d = ask(engine, { method: 'get', path: 'z/1' });
    expect(d).toEqual({ allowed: false, reason: 'denied "get" on /z/1: no allow statement for "get" matches this path' });
  });

  it('does not let a match on a document cover its subcollections', () => {
    expect(allowed(engine, { method: 'get', path: 'a/1/sub/2' })).toBe(false);
  });

  it('composes nested match paths and binds every wildcard', () => {
    const e = rules(`
      match /users/{uid} {
        match /posts/{postId} {
          allow get: if uid == 'u1' && postId == 'p1' && database == '(default)';
        }
      }`);
    expect(allowed(e, { method: 'get', path: 'users/u1/posts/p1' })).toBe(true);
    expect(allowed(e, { method: 'get', path: 'users/u2/posts/p1' })).toBe(false);
  });

  it('allows when any matching allow is true, even if others are false or fail', () => {
    const e = rules(`
      match /x/{id} {
        allow get: if resource.data.missing == 1;
        allow get: if false;
      }
      match /{document=**} {
        allow get: if document == path('x/ok');
      }`);
    const ok = ask(e, { method: 'get', path: 'x/ok', stored: {} });
    expect(ok.allowed).toBe(true);
    expect(ok.reason).toBe('allowed "get" on /x/ok by test.rules:10:9 (allow get: if document == path(\'x/ok\'))');
  });

  it('names each failing allow with its line and whether it was false or failed', () => {
    const e = rules(`
      match /x/{id} {
        allow get: if resource.data.missing == 1;
        allow get: if false;
      }`);
    const d = ask(e, { method: 'get', path: 'x/1', stored: {} });
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('test.rules:6:9 "allow get: if resource.data.missing == 1" fails with an error: property missing is undefined');
    expect(d.reason).toContain('test.rules:7:9 "allow get: if false" is false');
  });

  it('denies a condition that evaluates to a non-bool', () => {
    const d = ask(rules('match /x/{id} { allow get: if 1; }'), { method: 'get', path: 'x/1' });
    expect(d).toMatchObject({ allowed: false });
    expect(d.reason).toMatch(/evaluates to int, not bool/);
  });

  it('matches {rest=**} against zero segments in version 2 but not in version 1', () => {
    const body = 'match /users/{uid}/{rest=**} { allow read; }';
    expect(allowed(rules(body, '2'), { method: 'get', path: 'users/u1' })).toBe(true);
    expect(allowed(rules(body, '1'), { method: 'get', path: 'users/u1' })).toBe(false);
    expect(allowed(rules(body, '2'), { method: 'list', path: 'users' })).toBe(true);
    expect(allowed(rules(body, '1'), { method: 'list', path: 'users' })).toBe(false);
    for (const version of ['1', '2']) {
      expect(allowed(rules(body, version), { method: 'get', path: 'users/u1/a/b' })).toBe(true);
      expect(allowed(rules(body, version), { method: 'get', path: 'other/u1/a/b' })).toBe(false);
    }
  });

  it('refuses malformed request paths', () => {
    const e = rules('match /{document=**} { allow read; }');
    expect(ask(e, { method: 'get', path: 'a' }).reason).toMatch(/names a document/);
    expect(ask(e, { method: 'list', path: 'a/b' }).reason).toMatch(/names a collection/);
  });
});

describe('request and resource', () => {
  it('exposes auth uid and token claims, and null auth when signed out', () => {
    const e = rules(`match /x/{id} {
      allow get: if request.auth.uid == 'u1' && request.auth.token.admin == true && request.auth.token.sub == 'u1';
      allow list: if request.auth == null;
    }`);
    expect(allowed(e, { method: 'get', path: 'x/1', uid: 'u1', token: { admin: true } })).toBe(true);
    expect(allowed(e, { method: 'get', path: 'x/1', uid: 'u1', token: { admin: 'true' } })).toBe(false);
    expect(allowed(e, { method: 'get', path: 'x/1' })).toBe(false);
    expect(allowed(e, { method: 'list', path: 'x' })).toBe(true);
  });

  it('exposes request.time, request.method and request.path', () => {
    const e = rules(`match /x/{id} {
      allow create: if request.time == timestamp.value(${NOW.getTime()}) && request.method == 'create'
        && request.path == /databases/$(database)/documents/x/$(id) && request.path[4] == id;
    }`);
    expect(allowed(e, { method: 'create', path: 'x/abc', incoming: {} })).toBe(true);
  });

  it('exposes resource and request.resource with data, id and __name__', () => {
    const e = rules(`match /x/{id} {
      allow update: if resource.id == id && resource.__name__ == /databases/$(database)/documents/x/$(id)
        && request.resource.id == id && request.resource.data.n == resource.data.n + 1;
    }`);
    expect(allowed(e, { method: 'update', path: 'x/a', stored: { n: 1 }, incoming: { n: 2 } })).toBe(true);
    expect(allowed(e, { method: 'update', path: 'x/a', stored: { n: 1 }, incoming: { n: 3 } })).toBe(false);
  });

  it('lets a create compare a server timestamp with request.time', () => {
    const e = rules('match /x/{id} { allow create: if request.resource.data.at == request.time; }');
    expect(allowed(e, { method: 'create', path: 'x/a', incoming: { at: NOW } })).toBe(true);
    expect(allowed(e, { method: 'create', path: 'x/a', incoming: { at: new Date(NOW.getTime() - 1) } })).toBe(false);
  });
});

describe('functions', () => {
  it('evaluates let bindings in order and sees the wildcards of the enclosing match', () => {
    const e = rules(`
      match /users/{uid} {
        function isOwner() {
          let signedIn = request.auth != null;
          let same = signedIn && request.auth.uid == uid;
          return same;
        }
        allow get: if isOwner();
      }`);
    expect(allowed(e, { method: 'get', path: 'users/u1', uid: 'u1' })).toBe(true);
    expect(allowed(e, { method: 'get', path: 'users/u1', uid: 'u2' })).toBe(false);
    expect(allowed(e, { method: 'get', path: 'users/u1' })).toBe(false);
  });

  it("gives a function its own parameters, not its caller's locals", () => {
    const e = rules(`
      match /users/{uid} {
        function inner() { return uid == 'u1'; }
        function outer(uid) { return uid == 'shadow' && inner(); }
        allow get: if outer('shadow');
      }`);
    expect(allowed(e, { method: 'get', path: 'users/u1' })).toBe(true);
    expect(allowed(e, { method: 'get', path: 'users/u2' })).toBe(false);
  });

  it('limits the call depth to 20', () => {
    const e = rules(`
      function down(n) { return n <= 0 ? true : down(n - 1); }
      match /x/{id} { allow get: if down(int(id)); }`);
    expect(allowed(e, { method: 'get', path: 'x/19' })).toBe(true);
    const deep = ask(e, { method: 'get', path: 'x/20' });
    expect(deep.allowed).toBe(false);
    expect(deep.reason).toMatch(/function call depth exceeds 20/);
  });
});

describe('get, exists, getAfter and existsAfter', () => {
  const e = rules(`
    match /docs/{id} {
      allow get: if get(/databases/$(database)/documents/roles/$(request.auth.uid)).data.role == 'editor';
      allow list: if exists(/databases/$(database)/documents/roles/$(request.auth.uid));
      allow create: if getAfter(/databases/$(database)/documents/counters/c).data.n == 1
        && existsAfter(/databases/$(database)/documents/docs/$(id));
      allow delete: if !exists(/databases/$(database)/documents/docs/$(id)/locks/lock);
    }
    ${[10, 11, 20, 21]
      .map(
        (k) => `match /many${k}/{id} {
      allow get: if ${Array.from({ length: k }, (_, i) => `exists(/databases/$(database)/documents/d/${i + 1})`).join(' && ')};
    }`,
      )
      .join('\n')}`);
  const data = () =>
    new MemoryData({
      'roles/u1': { role: 'editor' },
      'roles/u2': { role: 'viewer' },
      ...Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`d/${i + 1}`, {}])),
    });

  it('reads committed documents with get() and exists()', () => {
    expect(allowed(e, { method: 'get', path: 'docs/1', uid: 'u1', data: data() })).toBe(true);
    expect(allowed(e, { method: 'get', path: 'docs/1', uid: 'u2', data: data() })).toBe(false);
    expect(allowed(e, { method: 'list', path: 'docs', uid: 'u2', data: data() })).toBe(true);
    expect(allowed(e, { method: 'list', path: 'docs', uid: 'u3', data: data() })).toBe(false);
    expect(allowed(e, { method: 'delete', path: 'docs/1', data: data() })).toBe(true);
  });

  it('fails the condition when get() finds no document and .data is read', () => {
    const d = ask(e, { method: 'get', path: 'docs/1', uid: 'nobody', data: data() });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/null value/);
  });

  it('reads the state after the write with getAfter() and existsAfter()', () => {
    const after = new MemoryData({}, { 'counters/c': { n: 1 }, 'docs/1': { x: true } });
    expect(allowed(e, { method: 'create', path: 'docs/1', incoming: { x: true }, data: after })).toBe(true);
    const stale = new MemoryData({ 'counters/c': { n: 1 } }, { 'docs/1': null });
    expect(allowed(e, { method: 'create', path: 'docs/1', incoming: {}, data: stale })).toBe(false);
    expect(after.reads).toEqual(['getAfter:counters/c', 'getAfter:docs/1']);
  });

  it('allows 10 distinct document reads per request and fails the 11th', () => {
    expect(allowed(e, { method: 'get', path: 'many10/x', data: data() })).toBe(true);
    const d = ask(e, { method: 'get', path: 'many11/x', data: data() });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/more than 10 document access calls/);
  });

  it('takes a higher limit for batched writes and transactions from the request', () => {
    expect(allowed(e, { method: 'get', path: 'many20/x', data: data(), accessCallLimit: 20 })).toBe(true);
    expect(allowed(e, { method: 'get', path: 'many21/x', data: data(), accessCallLimit: 20 })).toBe(false);
  });

  it('counts repeated reads of the same document once', () => {
    const repeat = rules(`match /x/{id} {
      allow get: if ${Array.from({ length: 12 }, () => 'exists(/databases/$(database)/documents/roles/u1)').join(' && ')};
    }`);
    const d = data();
    expect(allowed(repeat, { method: 'get', path: 'x/1', data: d })).toBe(true);
    expect(d.reads).toEqual(['get:roles/u1']);
  });

  it('refuses a path that is not a document of this database', () => {
    const bad = rules(`match /x/{id} {
      allow get: if exists(/databases/$(database)/documents/roles);
      allow list: if exists(/databases/other/documents/roles/u1);
    }`);
    expect(ask(bad, { method: 'get', path: 'x/1' }).reason).toMatch(/needs a document path/);
    expect(ask(bad, { method: 'list', path: 'x' }).reason).toMatch(/cannot read database other/);
  });

  it('denies, and never allows, when reading documents throws', () => {
    const broken = {
      get: () => {
        throw new Error('disk on fire');
      },
      getAfter: () => null,
    };
    const engine = rules('match /x/{id} { allow get: if !exists(/databases/$(database)/documents/a/b) || true; }');
    const d = engine.evaluate({ method: 'get', database: '(default)', path: ['x', '1'], auth: null, time: NOW, resource: null, newResource: null }, broken);
    expect(d).toEqual({ allowed: false, reason: 'denied "get" on /x/1: internal error in the rules engine: disk on fire' });
  });
});

describe('compile errors', () => {
  const compileError = (body: string, version = '2'): RulesCompileError => {
    try {
      rules(body, version);
    } catch (err) {
      if (err instanceof RulesCompileError) return err;
      throw err;
    }
    throw new Error('expected a compile error');
  };

  it('names file, line, column and construct for an unknown method', () => {
    const err = compileError(`match /x/{id} {
      allow get: if foo.bar();
    }`);
    expect(err).toMatchObject({ file: 'test.rules', line: 5, column: 21, construct: 'foo.bar()' });
    expect(err.message).toBe('test.rules:5:21: unsupported construct "foo.bar()"');
  });

  it.each([
    ['an unknown global function', 'allow get: if exist(/a/b);', 'exist()'],
    ['an unknown method name', "allow get: if request.auth.uid.startsWith('a');", '.startsWith()'],
    ['an unknown namespace function', 'allow get: if math.log(2) > 0;', 'math.log()'],
    ['an unknown namespace', 'allow get: if strings.lower(id) == id;', 'strings.lower()'],
    ['an unknown variable', 'allow get: if user.id == id;', 'user'],
    ['a namespace used as a value', 'allow get: if math == null;', 'math'],
    ['an unknown type', 'allow get: if id is widget;', 'is widget'],
    ['a wrong argument count for a built-in', 'allow get: if exists(/a/b, 1);', 'exists()'],
    ['a wrong argument count for a method', 'allow get: if id.matches();', 'id.matches()'],
    ['a wrong argument count for a user function', 'function f(a) { return a; } allow get: if f();', 'f()'],
    ['an out-of-range int literal', 'allow get: if 9223372036854775808 > 0;', '9223372036854775808'],
  ])('refuses %s', (_what, statement, construct) => {
    const err = compileError(`match /x/{id} { ${statement} }`);
    expect(err.construct).toBe(construct);
    expect(err.line).toBe(4);
  });

  it('refuses a recursive wildcard before the end of the path in version 1', () => {
    expect(compileError('match /{rest=**}/x { allow get; }', '1').message).toMatch(/rules_version '1' a recursive wildcard must end the path/);
    expect(compileError('match /{rest=**} { match /x { allow get; } }', '1').message).toMatch(/must end the path/);
  });

  it('refuses two recursive wildcards, a repeated wildcard name and a duplicate function', () => {
    expect(compileError('match /{a=**}/x/{b=**} { allow get; }').message).toMatch(/only one recursive wildcard/);
    expect(compileError('match /x/{id} { match /y/{id} { allow get; } }').message).toMatch(/wildcard "id" is already bound/);
    expect(compileError('function f() { return true; } function f() { return false; }').message).toMatch(/declared twice/);
  });

  it('does not let a function see wildcards of a match nested below it', () => {
    expect(compileError('function f() { return id == 1; } match /x/{id} { allow get: if f(); }').construct).toBe('id');
  });

  it('loads a file and names it by its base name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const file = join(dir, 'broken.rules');
    writeFileSync(file, "rules_version = '2';\nservice cloud.firestore {\n  match /x/{id} { allow get: if nope(); }\n}\n");
    expect(() => loadRulesFile(file)).toThrow('broken.rules:3:33: unsupported construct "nope()"');
    writeFileSync(file, "rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents/x/{id} { allow get; } }\n");
    expect(
      loadRulesFile(file).evaluate(
        { method: 'get', database: '(default)', path: ['x', '1'], auth: null, time: NOW, resource: null, newResource: null },
        new MemoryData(),
      ).allowed,
    ).toBe(true);
  });
});

describe('debug()', () => {
  it('passes values to the debug hook and returns them', () => {
    const seen: RulesValue[] = [];
    const e = compileRules("service cloud.firestore { match /databases/{d}/documents/x/{id} { allow get: if debug(id) == 'a'; } }", 'd.rules', {
      debug: (v) => seen.push(v),
    });
    expect(
      e.evaluate({ method: 'get', database: '(default)', path: ['x', 'a'], auth: null, time: NOW, resource: null, newResource: null }, new MemoryData())
        .allowed,
    ).toBe(true);
    expect(seen).toEqual(['a']);
  });
});

// Keeps the fields helper's contract visible: integral numbers are ints, Dates timestamps.
describe('test fields helper', () => {
  it('encodes plain values as Firestore values', () => {
    expect(toFields({ n: 1, f: 1.5, at: NOW })).toEqual({ n: { integerValue: '1' }, f: { doubleValue: 1.5 }, at: { timestampValue: NOW.toISOString() } });
  });
});
