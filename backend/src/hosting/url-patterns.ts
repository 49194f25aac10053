// The two kinds of URL pattern a Hosting serving config names (`glob` or `regex` in each header,
// redirect and rewrite rule) and the clone filters' regexes. Globs follow the documentation's "glob
// pattern matching" (the minimatch dialect the Firebase CLI's superstatic serves locally: `**`,
// `*`, `?`, `{a,b}`, `[…]` and the extglobs `@( )`, `?( )`, `+( )`, `*( )`, `!( )`), matched
// against the whole request path with or without its leading slash. Regexes are RE2, as the API
// reference says, through re2js (linear time, RE2 syntax, no backreferences or lookaround).
import { RE2JS } from 're2js';
import { invalidArgument } from '../server/errors';

export type PathMatcher = (path: string) => boolean;

/** Compiles an RE2 pattern; a pattern RE2 refuses is the caller's mistake (INVALID_ARGUMENT). */
export function compileRe2(pattern: string, where: string): RE2JS {
  try {
    return RE2JS.compile(pattern);
  } catch (e) {
    throw invalidArgument(`${where}: ${JSON.stringify(pattern)} is not an RE2 regular expression (${(e as Error).message}).`);
  }
}

/** A serving-config regex: it must match the whole path (anchors in the pattern change nothing). */
export function regexMatcher(pattern: string, where: string): PathMatcher {
  const re = compileRe2(pattern, where);
  return (path) => re.matches(path);
}

/** The glob's body as a JavaScript RegExp source (no anchors). */
function globSource(glob: string, where: string): string {
  let out = '';
  let i = 0;
  const groups: Array<'brace' | 'ext'> = [];
  const extSuffix: string[] = [];
  while (i < glob.length) {
    const c = glob[i] as string;
    const next = glob[i + 1];
    if (c === '*' && next === '*') {
      // `**/` is any number of whole segments (none included); `**` elsewhere is anything.
      if (glob[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 3;
      } else {
        out += '.*';
        i += 2;
      }
      continue;
    }
    if ('@?+*!'.includes(c) && next === '(') {
      groups.push('ext');
      extSuffix.push(c);
      out += c === '!' ? '(?:(?!(?:' : '(?:';
      i += 2;
      continue;
    }
    if (c === ')' && groups.at(-1) === 'ext') {
      groups.pop();
      const kind = extSuffix.pop();
      out += kind === '!' ? ')(?:/|$))[^/]*)' : kind === '@' ? ')' : `)${kind}`;
      i += 1;
      continue;
    }
    if (c === '|' && groups.at(-1) === 'ext') {
      out += '|';
      i += 1;
      continue;
    }
    if (c === '{') {
      groups.push('brace');
      out += '(?:';
      i += 1;
      continue;
    }
    if (c === '}' && groups.at(-1) === 'brace') {
      groups.pop();
      out += ')';
      i += 1;
      continue;
    }
    if (c === ',' && groups.at(-1) === 'brace') {
      out += '|';
      i += 1;
      continue;
    }
    if (c === '*') {
      out += '[^/]*';
      i += 1;
      continue;
    }
    if (c === '?') {
      out += '[^/]';
      i += 1;
      continue;
    }
    if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) throw invalidArgument(`${where}: the glob ${JSON.stringify(glob)} opens a [ class it never closes.`);
      const body = glob
        .slice(i + 1, end)
        .replace(/^!/, '^')
        .replace(/\\/g, '\\\\');
      out += `[${body}]`;
      i = end + 1;
      continue;
    }
    if (c === '\\' && next !== undefined) {
      out += next.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      i += 2;
      continue;
    }
    out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    i += 1;
  }
  if (groups.length > 0) throw invalidArgument(`${where}: the glob ${JSON.stringify(glob)} opens a group it never closes.`);
  return out;
}

export function globMatcher(glob: string, where: string): PathMatcher {
  const re = new RegExp(`^${globSource(glob.replace(/^\//, ''), where)}$`);
  return (path) => re.test(path.replace(/^\//, ''));
}

/** The matcher of a config rule that names a `glob` or a `regex` (exactly one). */
export function ruleMatcher(rule: { glob?: unknown; regex?: unknown }, where: string): PathMatcher {
  const hasGlob = typeof rule.glob === 'string' && rule.glob !== '';
  const hasRegex = typeof rule.regex === 'string' && rule.regex !== '';
  if (hasGlob === hasRegex) throw invalidArgument(`${where} must name exactly one of glob and regex.`);
  return hasGlob ? globMatcher(rule.glob as string, where) : regexMatcher(rule.regex as string, where);
}
