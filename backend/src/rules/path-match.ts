// Matching request paths against `match` patterns. A request path may hold symbolic segments: the
// unknown document id of a list query, and the unknown stretch of a collection-group query. A
// pattern matches such a path only if it matches every concrete path the symbols stand for.
import type { MatchSegment } from './lexer';
import { PathValue, UnknownValue, type RulesValue } from './values';

/** The document id of a list query: any single segment. */
export const ANY_ID = Symbol('any document id');
/** The ancestors a collection-group query spans: any number of segments. */
export const ANY_DEPTH = Symbol('any depth');

export type RequestSegment = string | typeof ANY_ID | typeof ANY_DEPTH;

export type Bindings = Map<string, RulesValue>;

/**
 * Returns the wildcard bindings if `pattern` matches the whole `path`, else null. Version 1 lets
 * `{name=**}` match one or more segments, version 2 zero or more.
 */
export function matchPath(pattern: readonly MatchSegment[], path: readonly RequestSegment[], version: '1' | '2'): Bindings | null {
  const bindings: Bindings = new Map();
  return step(0, 0) ? bindings : null;

  function step(pi: number, si: number): boolean {
    if (pi === pattern.length) return si === path.length;
    const p = pattern[pi] as MatchSegment;
    if (p.kind === 'rest') {
      for (let end = version === '1' ? si + 1 : si; end <= path.length; end++) {
        const consumed = path.slice(si, end);
        // In v1 a recursive wildcard needs at least one real segment, which ANY_DEPTH cannot promise.
        if (version === '1' && consumed.every((s) => s === ANY_DEPTH)) continue;
        if (step(pi + 1, end)) {
          bindings.set(p.name, restValue(consumed));
          return true;
        }
      }
      return false;
    }
    const s = path[si];
    if (s === undefined || s === ANY_DEPTH) return false;
    if (p.kind === 'literal') {
      if (s !== p.text) return false; // ANY_ID never equals a literal for every document.
      return step(pi + 1, si + 1);
    }
    if (!step(pi + 1, si + 1)) return false;
    bindings.set(p.name, s === ANY_ID ? new UnknownValue(`the document id {${p.name}} of a list query`) : s);
    return true;
  }
}

function restValue(segments: RequestSegment[]): RulesValue {
  if (segments.every((s): s is string => typeof s === 'string')) return new PathValue(segments);
  return new UnknownValue('the path a recursive wildcard spans in a list query');
}

export function describePattern(pattern: readonly MatchSegment[]): string {
  return '/' + pattern.map((p) => (p.kind === 'literal' ? p.text : p.kind === 'wild' ? `{${p.name}}` : `{${p.name}=**}`)).join('/');
}
