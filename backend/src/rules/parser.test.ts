import { describe, expect, it } from 'vitest';
import type { Expr } from './ast';
import { RulesCompileError } from './compile-error';
import { parseExpression, parseRules } from './parser';

/** Renders an expression fully parenthesised, to make precedence visible. */
function show(e: Expr): string {
  switch (e.kind) {
    case 'literal':
      return typeof e.value === 'string' ? `'${e.value}'` : String(e.value);
    case 'ident':
      return e.name;
    case 'binary':
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'unary':
      return `(${e.op}${show(e.operand)})`;
    case 'is':
      return `(${show(e.operand)} is ${e.typeName})`;
    case 'ternary':
      return `(${show(e.cond)} ? ${show(e.then)} : ${show(e.else)})`;
    case 'member':
      return `${show(e.object)}.${e.name}`;
    case 'index':
      return `${show(e.object)}[${show(e.index)}]`;
    case 'slice':
      return `${show(e.object)}[${show(e.from)}:${show(e.to)}]`;
    case 'call':
      return `${e.name}(${e.args.map(show).join(', ')})`;
    case 'method':
      return `${show(e.object)}.${e.name}(${e.args.map(show).join(', ')})`;
    case 'list':
      return `[${e.items.map(show).join(', ')}]`;
    case 'map':
      return `{${e.entries.map((x) => `${show(x.key)}: ${show(x.value)}`).join(', ')}}`;
    case 'path':
      return '/' + e.segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'expr' ? `$(${show(s.expr)})` : `$(${s.name})`)).join('/');
  }
}
const p = (src: string) => show(parseExpression(src));

describe('expression precedence', () => {
  it('binds || loosest, then &&, then equality, then relational', () => {
    expect(p('a || b && c')).toBe('(a || (b && c))');
    expect(p('a && b == c')).toBe('(a && (b == c))');
    expect(p('a == b < c')).toBe('(a == (b < c))');
    expect(p('a != b in c')).toBe('(a != (b in c))');
  });

  it('puts in and is at the relational level, below arithmetic', () => {
    expect(p('a + b in c')).toBe('((a + b) in c)');
    expect(p('a - 1 is int')).toBe('((a - 1) is int)');
    expect(p('x is string && y')).toBe('((x is string) && y)');
  });

  it('binds * / % tighter than + - and both left-associatively', () => {
    expect(p('a + b * c - d')).toBe('((a + (b * c)) - d)');
    expect(p('a / b % c')).toBe('((a / b) % c)');
    expect(p('a - b - c')).toBe('((a - b) - c)');
  });

  it('binds unary operators tighter than binary ones and looser than member access', () => {
    expect(p('!a && b')).toBe('((!a) && b)');
    expect(p('!a.b')).toBe('(!a.b)');
    expect(p('-a * b')).toBe('((-a) * b)');
    expect(p('!!a')).toBe('(!(!a))');
  });

  it('folds a negated int literal so the minimum int is expressible', () => {
    expect(p('-9223372036854775808')).toBe('-9223372036854775808');
  });

  it('makes the ternary lowest and right-associative', () => {
    expect(p('a || b ? c : d ? e : f')).toBe('((a || b) ? c : (d ? e : f))');
  });

  it('parses member, index, slice, method and call chains', () => {
    expect(p("request.resource.data['a'].keys().hasOnly(['x', 'y'])")).toBe("request.resource.data['a'].keys().hasOnly(['x', 'y'])");
    expect(p('l[1:3].size()')).toBe('l[1:3].size()');
    expect(p('get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role')).toBe(
      'get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role',
    );
  });

  it('accepts keywords as field names after a dot', () => {
    expect(p('resource.data.match == resource.data.in')).toBe('(resource.data.match == resource.data.in)');
  });

  it('parses list and map literals with trailing commas', () => {
    expect(p('[1, 2, ]')).toBe('[1, 2]');
    expect(p("{'a': 1, 'b': [true],}")).toBe("{'a': 1, 'b': [true]}");
  });

  it('refuses calling something that is not a named function', () => {
    expect(() => parseExpression('(a)(b)')).toThrow(/only named functions can be called/);
  });

  it('names the position and found token of a syntax error', () => {
    expect(() => parseExpression('a &&')).toThrow(/<expression>:1:5: syntax error: expected an expression/);
    expect(() => parseExpression('a b')).toThrow(/expected end of expression, found "b"/);
  });
});

describe('rules file structure', () => {
  const src = `rules_version = '2';
service cloud.firestore {
  function top() { return true; }
  match /databases/{database}/documents {
    match /users/{uid} {
      function owner(u) {
        let signedIn = request.auth != null;
        return signedIn && request.auth.uid == u;
      }
      allow read, update: if owner(uid);
      allow create;
      match /{rest=**} {
        allow get: if false;
      }
    }
  }
}`;

  it('builds nested matches, allows, functions and lets', () => {
    const file = parseRules(src, 'x.rules');
    expect(file.version).toBe('2');
    expect(file.functions.map((f) => f.name)).toEqual(['top']);
    const users = file.matches[0]?.matches[0];
    expect(users?.segments).toEqual([
      { kind: 'literal', text: 'users' },
      { kind: 'wild', name: 'uid' },
    ]);
    expect(users?.allows.map((a) => a.methods)).toEqual([['read', 'update'], ['create']]);
    expect(users?.allows[1]?.condition).toBeNull();
    expect(users?.functions[0]?.lets.map((l) => l.name)).toEqual(['signedIn']);
    expect(users?.matches[0]?.segments).toEqual([{ kind: 'rest', name: 'rest' }]);
    expect(users?.allows[0]).toMatchObject({ pos: { line: 10, column: 7 }, text: 'allow read, update: if owner(uid)' });
  });

  it('defaults to rules_version 1', () => {
    expect(parseRules('service cloud.firestore { }', 'x').version).toBe('1');
  });

  it.each([
    ["rules_version = '3'; service cloud.firestore {}", /x.rules:1:17: rules_version must be '1' or '2'/],
    ['service cloud.datastore { }', /x.rules:1:1: unknown service "cloud.datastore" \(expected cloud.firestore or firebase.storage\)/],
    ['service cloud.firestore { match /a { allow readd: if true; } }', /x.rules:1:44: unknown allow method "readd"/],
    ['service cloud.firestore { match /a { allow read: true; } }', /syntax error: expected "if", found "true"/],
    ['service cloud.firestore { match /a { allow read: if true; }', /x.rules:1:60: syntax error: expected "match" or "function", found "<end of input>"/],
    ['service cloud.firestore { match a { } }', /a match path must start with "\/"/],
    ['service cloud.firestore { match /a/{b=*} { } }', /a wildcard is \{name\} or \{name=\*\*\}/],
  ])('refuses %s', (source, message) => {
    expect(() => parseRules(source, 'x.rules')).toThrow(message);
    expect(() => parseRules(source, 'x.rules')).toThrow(RulesCompileError);
  });
});
