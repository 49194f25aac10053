import { describe, expect, it } from 'vitest';
import { RulesCompileError } from './compile-error';
import { SourceMap, tokenize, type Token } from './lexer';

const lex = (src: string): Token[] => tokenize(new SourceMap(src, 'test.rules'));
const kinds = (src: string) => lex(src).map((t) => `${t.kind}:${t.text}`);

describe('lexer', () => {
  it('splits operators greedily and keeps keywords apart from identifiers', () => {
    expect(kinds('a<=b && !c || d != e')).toEqual([
      'ident:a',
      'punct:<=',
      'ident:b',
      'punct:&&',
      'punct:!',
      'ident:c',
      'punct:||',
      'ident:d',
      'punct:!=',
      'ident:e',
      'eof:<end of input>',
    ]);
    expect(kinds('x in y is string')).toEqual(['ident:x', 'keyword:in', 'ident:y', 'keyword:is', 'ident:string', 'eof:<end of input>']);
  });

  it('reads ints as 64-bit bigints and floats as numbers', () => {
    const [a, b, c, d] = lex('42 0x1F 1.5 2e3');
    expect(a).toMatchObject({ kind: 'int', value: 42n });
    expect(b).toMatchObject({ kind: 'int', value: 31n });
    expect(c).toMatchObject({ kind: 'float', value: 1.5 });
    expect(d).toMatchObject({ kind: 'float', value: 2000 });
  });

  it('decodes string escapes in single and double quotes, and leaves raw strings alone', () => {
    const [a, b, c, d] = lex(`'it\\'s\\n' "tab\\tq\\"" r'a\\d+' '\\u00e9\\x41'`);
    expect(a).toMatchObject({ kind: 'string', value: "it's\n" });
    expect(b).toMatchObject({ kind: 'string', value: 'tab\tq"' });
    expect(c).toMatchObject({ kind: 'string', value: 'a\\d+' });
    expect(d).toMatchObject({ kind: 'string', value: 'éA' });
  });

  it('reads bytes literals with hex and octal escapes as raw bytes', () => {
    const [b] = lex(`b'\\x0F\\377a'`);
    expect(b?.kind).toBe('bytes');
    expect(Array.from((b as Token & { kind: 'bytes' }).value)).toEqual([0x0f, 0xff, 0x61]);
  });

  it('skips line and block comments', () => {
    expect(kinds('a // comment\n/* block\n comment */ b')).toEqual(['ident:a', 'ident:b', 'eof:<end of input>']);
  });

  it('treats / after an operand as division and elsewhere as the start of a path', () => {
    expect(kinds('a / b')).toEqual(['ident:a', 'punct:/', 'ident:b', 'eof:<end of input>']);
    const tokens = lex('x == /databases/$(database)/documents/webusers/$(request.auth.uid)');
    const path = tokens[2] as Token & { kind: 'path' };
    expect(path.kind).toBe('path');
    expect(path.segments.map((s) => (s.kind === 'text' ? s.text : 'interp'))).toEqual(['databases', 'interp', 'documents', 'webusers', 'interp']);
  });

  it('ends a path literal at a closing parenthesis', () => {
    expect(kinds('exists(/a/b).x').slice(0, 5)).toEqual(['ident:exists', 'punct:(', 'path:/a/b', 'punct:)', 'punct:.']);
  });

  it('treats keywords after a dot as field names, not as match or path starts', () => {
    expect(kinds('d.match / 2').slice(0, 5)).toEqual(['ident:d', 'punct:.', 'keyword:match', 'punct:/', 'int:2']);
  });

  it('reads match paths with wildcards and recursive wildcards', () => {
    const [, path] = lex('match /users/{uid}/{rest=**} {');
    expect(path).toMatchObject({
      kind: 'matchpath',
      segments: [
        { kind: 'literal', text: 'users' },
        { kind: 'wild', name: 'uid' },
        { kind: 'rest', name: 'rest' },
      ],
    });
  });

  it('reports the line and column of an unterminated string', () => {
    const err = (() => {
      try {
        lex("a\n  'open");
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(RulesCompileError);
    expect(err).toMatchObject({ file: 'test.rules', line: 2, column: 3 });
  });

  it('refuses unknown escapes and stray characters', () => {
    expect(() => lex("'\\q'")).toThrow(/unknown escape/);
    expect(() => lex('a # b')).toThrow(/test.rules:1:3: unexpected character/);
    expect(() => lex('a & b')).toThrow(/unexpected character/);
  });
});
