import { describe, expect, it } from 'vitest';
import { ApiError } from '../server/errors';
import { globMatcher, regexMatcher, ruleMatcher } from './url-patterns';

const matches = (glob: string, paths: string[]) => paths.filter(globMatcher(glob, 'test'));

describe('Hosting globs', () => {
  it('match the whole path, with or without the leading slash on either side', () => {
    expect(matches('/current.json', ['/current.json', '/builds/x/current.json', '/current.jsonx'])).toEqual(['/current.json']);
    expect(matches('current.json', ['/current.json'])).toEqual(['/current.json']);
    expect(matches('404.html', ['/404.html', '/a/404.html'])).toEqual(['/404.html']);
  });

  it('read ** as any depth and * as one segment', () => {
    expect(matches('**', ['/', '/a', '/a/b/c.js'])).toEqual(['/', '/a', '/a/b/c.js']);
    expect(matches('/builds/**', ['/builds/x/client/a.js', '/builds', '/current.json'])).toEqual(['/builds/x/client/a.js']);
    expect(matches('**/remoteEntry.js', ['/remoteEntry.js', '/builds/x/client/remoteEntry.js', '/builds/x/client/remoteEntry.js.map'])).toEqual([
      '/remoteEntry.js',
      '/builds/x/client/remoteEntry.js',
    ]);
    expect(matches('/builds/*/client/*.js', ['/builds/x/client/a.js', '/builds/x/y/client/a.js'])).toEqual(['/builds/x/client/a.js']);
  });

  it('read braces, classes and the extglobs of the documentation', () => {
    expect(matches('**/*.@(jpg|jpeg|gif|png)', ['/a.png', '/b/c.jpeg', '/d.svg'])).toEqual(['/a.png', '/b/c.jpeg']);
    expect(matches('**/*.{js,css}', ['/a.js', '/a.css', '/a.json'])).toEqual(['/a.js', '/a.css']);
    expect(matches('/file[0-9].txt', ['/file1.txt', '/filex.txt'])).toEqual(['/file1.txt']);
    expect(matches('/!(builds)/**', ['/assets/a.js', '/builds/a.js'])).toEqual(['/assets/a.js']);
  });

  it('refuse a glob that never closes a group', () => {
    expect(() => globMatcher('/a{b', 'headers[0]')).toThrow(ApiError);
  });
});

describe('Hosting regexes', () => {
  it('are RE2 and match the whole path', () => {
    const matcher = regexMatcher('/builds/[^/]+/client/.*\\.js', 'test');
    expect(matcher('/builds/x/client/a.js')).toBe(true);
    expect(matcher('/prefix/builds/x/client/a.js')).toBe(false);
    // Lookahead is not RE2: refused as the API refuses it.
    expect(() => regexMatcher('/(?=x)', 'headers[1]')).toThrow(/headers\[1\].*not an RE2 regular expression/);
  });

  it('a rule names exactly one of glob and regex', () => {
    expect(() => ruleMatcher({ glob: '**', regex: '.*' }, 'headers[0]')).toThrow(/exactly one of glob and regex/);
    expect(() => ruleMatcher({}, 'headers[0]')).toThrow(/exactly one of glob and regex/);
    expect(ruleMatcher({ regex: '/a' }, 'x')('/a')).toBe(true);
  });
});
