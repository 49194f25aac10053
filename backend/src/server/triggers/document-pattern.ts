// The document filters of Firestore triggers, as the Functions emulator registers them: an exact
// document path, or an Eventarc path pattern (https://cloud.google.com/eventarc/docs/path-patterns)
// where `*` or `{name}` (also `{name=*}`) stands for one segment and `**` or `{name=**}` for any
// number of segments, including none. firebase-functions extracts the parameters itself from the
// event's `document` attribute, so only the match is decided here.
import { invalidArgument } from '../errors';

export type MatchType = 'EXACT' | 'PATH_PATTERN';

type Segment = { kind: 'literal'; value: string } | { kind: 'one' } | { kind: 'any' };

export interface DocumentPattern {
  /** The pattern as registered, slashes trimmed. */
  readonly source: string;
  readonly matchType: MatchType;
  matches(segments: readonly string[]): boolean;
}

function parseSegment(raw: string, pattern: string): Segment {
  if (raw === '*') return { kind: 'one' };
  if (raw === '**') return { kind: 'any' };
  const capture = /^\{([^{}=/]+)(?:=(\*\*?))?\}$/.exec(raw);
  if (capture) return { kind: capture[2] === '**' ? 'any' : 'one' };
  if (/[*{}]/.test(raw)) {
    throw invalidArgument(
      `The trigger pattern "${pattern}" has the segment "${raw}": a segment is a literal id, "*", "**", "{name}", "{name=*}" or "{name=**}".`,
    );
  }
  return { kind: 'literal', value: raw };
}

/** Whether `segments` from position `s` match the pattern from position `p` (backtracking on `**`). */
function matchFrom(pattern: readonly Segment[], p: number, segments: readonly string[], s: number): boolean {
  for (; p < pattern.length; p += 1) {
    const part = pattern[p] as Segment;
    if (part.kind === 'any') {
      for (let next = s; next <= segments.length; next += 1) {
        if (matchFrom(pattern, p + 1, segments, next)) return true;
      }
      return false;
    }
    if (s >= segments.length) return false;
    if (part.kind === 'literal' && part.value !== segments[s]) return false;
    s += 1;
  }
  return s === segments.length;
}

export function compileDocumentPattern(source: string, matchType: MatchType): DocumentPattern {
  const trimmed = source.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') throw invalidArgument('A trigger needs a document path or pattern.');
  const parts = trimmed.split('/');
  if (matchType === 'EXACT') {
    return { source: trimmed, matchType, matches: (segments) => segments.length === parts.length && segments.every((s, i) => s === parts[i]) };
  }
  const pattern = parts.map((part) => parseSegment(part, trimmed));
  return { source: trimmed, matchType, matches: (segments) => matchFrom(pattern, 0, segments, 0) };
}
