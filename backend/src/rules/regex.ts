// RE2 regular expressions for matches(), replace() and split(): the rules language specifies RE2
// syntax and linear-time matching, which JavaScript's RegExp does not provide. re2js is a pure-JS
// port of RE2 that firebase already brings into node_modules.
import { RE2JS } from 're2js';
import { RulesRuntimeError } from './values';

const cache = new Map<string, RE2JS>();
const CACHE_LIMIT = 500;

export function compileRegex(pattern: string): RE2JS {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    throw new RulesRuntimeError(`invalid regular expression ${JSON.stringify(pattern)}: ${(e as Error).message}`);
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(pattern, re);
  return re;
}

/** True when the whole string matches, as `string.matches()` specifies. */
export function fullMatch(input: string, pattern: string): boolean {
  return compileRegex(pattern).matches(input);
}

export function replaceAll(input: string, pattern: string, replacement: string): string {
  return compileRegex(pattern).matcher(input).replaceAll(replacement);
}

/** Split like the rules runtime (Java semantics: trailing empty strings are dropped). */
export function splitRegex(input: string, pattern: string): string[] {
  return compileRegex(pattern).split(input);
}
