import { describe, expect, it } from 'vitest';
import type { MatchSegment } from './lexer';
import { ANY_DEPTH, ANY_ID, matchPath } from './path-match';
import { PathValue, UnknownValue } from './values';

/** `/a/{b}/{c=**}` to pattern segments. */
function pattern(text: string): MatchSegment[] {
  return text
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      const m = /^\{(\w+)(=\*\*)?\}$/.exec(s);
      if (m === null) return { kind: 'literal', text: s };
      return m[2] === undefined ? { kind: 'wild', name: m[1] as string } : { kind: 'rest', name: m[1] as string };
    });
}

describe('matchPath', () => {
  it('binds single-segment wildcards as strings and needs the whole path to match', () => {
    expect(matchPath(pattern('/users/{uid}'), ['users', 'u1'], '2')).toEqual(new Map([['uid', 'u1']]));
    expect(matchPath(pattern('/users/{uid}'), ['users', 'u1', 'addresses', 'a1'], '2')).toBeNull();
    expect(matchPath(pattern('/users/{uid}'), ['orders', 'u1'], '2')).toBeNull();
  });

  it('lets {rest=**} match zero or more segments in version 2', () => {
    const zero = matchPath(pattern('/users/{uid}/{rest=**}'), ['users', 'u1'], '2');
    expect(zero?.get('rest')).toEqual(new PathValue([]));
    const two = matchPath(pattern('/users/{uid}/{rest=**}'), ['users', 'u1', 'addresses', 'a1'], '2');
    expect((two?.get('rest') as PathValue).toString()).toBe('/addresses/a1');
  });

  it('lets {rest=**} match one or more segments in version 1', () => {
    expect(matchPath(pattern('/users/{uid}/{rest=**}'), ['users', 'u1'], '1')).toBeNull();
    expect(matchPath(pattern('/users/{uid}/{rest=**}'), ['users', 'u1', 'a', 'b'], '1')).not.toBeNull();
  });

  it('allows a recursive wildcard in the middle in version 2', () => {
    const b = matchPath(pattern('/{path=**}/posts/{post}'), ['users', 'u1', 'posts', 'p1'], '2');
    expect((b?.get('path') as PathValue).toString()).toBe('/users/u1');
    expect(b?.get('post')).toBe('p1');
  });

  it('never matches a literal against the unknown id of a list query, and binds a wildcard to unknown', () => {
    expect(matchPath(pattern('/prod/special'), ['prod', ANY_ID], '2')).toBeNull();
    expect(matchPath(pattern('/prod/{id}'), ['prod', ANY_ID], '2')?.get('id')).toBeInstanceOf(UnknownValue);
  });

  it('matches a collection-group query only through a recursive wildcard spanning the unknown depth', () => {
    const group = ['posts-parent', ANY_DEPTH, 'posts', ANY_ID] as const;
    expect(matchPath(pattern('/{path=**}/posts/{post}'), [ANY_DEPTH, 'posts', ANY_ID], '2')).not.toBeNull();
    expect(matchPath(pattern('/posts/{post}'), [ANY_DEPTH, 'posts', ANY_ID], '2')).toBeNull();
    expect(matchPath(pattern('/posts-parent/{x}/posts/{post}'), [...group], '2')).toBeNull();
    expect(matchPath(pattern('/{path=**}/posts/{post}'), [ANY_DEPTH, 'posts', ANY_ID], '1')).toBeNull();
  });
});
