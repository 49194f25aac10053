// Tokenizer for the Firestore rules language. Paths are lexed here because whether `/` divides or
// starts a path literal depends on the previous token, exactly as in the language's own grammar.
import { RulesCompileError, type SourcePos } from './compile-error';

export const KEYWORDS = new Set(['rules_version', 'service', 'match', 'allow', 'if', 'function', 'let', 'return', 'true', 'false', 'null', 'in', 'is']);

/** A segment of a path literal in an expression: plain text or a `$(expr)` interpolation. */
export type PathLiteralSegment = { kind: 'text'; text: string; pos: SourcePos } | { kind: 'interp'; start: number; end: number; pos: SourcePos };

/** A segment of a `match` path: literal, `{name}` or `{name=**}`. */
export type MatchSegment = { kind: 'literal'; text: string } | { kind: 'wild'; name: string } | { kind: 'rest'; name: string };

export type Token =
  | { kind: 'ident'; text: string; pos: SourcePos }
  | { kind: 'keyword'; text: string; pos: SourcePos }
  | { kind: 'punct'; text: string; pos: SourcePos }
  | { kind: 'int'; text: string; value: bigint; pos: SourcePos }
  | { kind: 'float'; text: string; value: number; pos: SourcePos }
  | { kind: 'string'; text: string; value: string; pos: SourcePos }
  | { kind: 'bytes'; text: string; value: Uint8Array; pos: SourcePos }
  | { kind: 'path'; text: string; segments: PathLiteralSegment[]; pos: SourcePos }
  | { kind: 'matchpath'; text: string; segments: MatchSegment[]; pos: SourcePos }
  | { kind: 'eof'; text: string; pos: SourcePos };

const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '{', '}', '(', ')', '[', ']', ',', ';', ':', '.', '?', '!', '=', '<', '>', '+', '-', '*', '/', '%'];

const PATH_TEXT_CHAR = /[A-Za-z0-9_.~%@+:-]/;
const MATCH_TEXT_CHAR = /[^\s/{}]/;
const IDENT_START = /[A-Za-z_]/;
const IDENT_CHAR = /[A-Za-z0-9_]/;

/** Maps offsets to 1-based line/column for messages. */
export class SourceMap {
  private readonly lineStarts: number[] = [0];
  constructor(
    readonly source: string,
    readonly file: string,
  ) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }
  pos(offset: number): SourcePos {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1, offset };
  }
  error(offset: number, construct: string, detail?: string): RulesCompileError {
    const p = this.pos(offset);
    return new RulesCompileError(this.file, p.line, p.column, construct, detail);
  }
}

/** Tokenizes source[start, end). Interpolations inside paths are re-lexed by the parser. */
export function tokenize(map: SourceMap, start = 0, end = map.source.length): Token[] {
  const src = map.source;
  const tokens: Token[] = [];
  let i = start;

  // A keyword right after `.` is a field name (`resource.data.match`), not a keyword.
  const afterDot = (back: number): boolean => {
    const t = tokens[tokens.length - 1 - back];
    return t?.kind === 'punct' && t.text === '.';
  };
  const prevEndsOperand = (): boolean => {
    const prev = tokens[tokens.length - 1];
    if (prev === undefined) return false;
    if (prev.kind === 'keyword' && afterDot(1)) return true;
    switch (prev.kind) {
      case 'ident':
      case 'int':
      case 'float':
      case 'string':
      case 'bytes':
      case 'path':
        return true;
      case 'keyword':
        return prev.text === 'true' || prev.text === 'false' || prev.text === 'null';
      case 'punct':
        return prev.text === ')' || prev.text === ']' || prev.text === '}';
      default:
        return false;
    }
  };

  while (i < end) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < end && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const close = src.indexOf('*/', i + 2);
      if (close < 0 || close + 2 > end) throw map.error(i, '/*', 'unterminated comment');
      i = close + 2;
      continue;
    }
    const pos = map.pos(i);
    const prev = tokens[tokens.length - 1];

    if (prev?.kind === 'keyword' && prev.text === 'match' && !afterDot(1)) {
      if (c !== '/') throw map.error(i, src.slice(i, i + 12), 'a match path must start with "/"');
      const [token, next] = lexMatchPath(map, i, end);
      tokens.push(token);
      i = next;
      continue;
    }
    if (c === '/' && !prevEndsOperand()) {
      const [token, next] = lexPathLiteral(map, i, end);
      tokens.push(token);
      i = next;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const [token, next] = lexNumber(map, i, end);
      tokens.push(token);
      i = next;
      continue;
    }
    if ((c === 'r' || c === 'R' || c === 'b' || c === 'B') && (src[i + 1] === "'" || src[i + 1] === '"')) {
      const raw = c === 'r' || c === 'R';
      const [value, next] = lexQuoted(map, i + 1, end, raw);
      const text = src.slice(i, next);
      if (raw) tokens.push({ kind: 'string', text, value: decodeUtf16(value), pos });
      else tokens.push({ kind: 'bytes', text, value: toBytes(value), pos });
      i = next;
      continue;
    }
    if (c === "'" || c === '"') {
      const [value, next] = lexQuoted(map, i, end, false);
      tokens.push({ kind: 'string', text: src.slice(i, next), value: decodeUtf16(value), pos });
      i = next;
      continue;
    }
    if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < end && IDENT_CHAR.test(src[j] as string)) j++;
      const text = src.slice(i, j);
      tokens.push({ kind: KEYWORDS.has(text) ? 'keyword' : 'ident', text, pos });
      i = j;
      continue;
    }
    const punct = PUNCTUATION.find((p) => src.startsWith(p, i) && i + p.length <= end);
    if (punct !== undefined) {
      tokens.push({ kind: 'punct', text: punct, pos });
      i += punct.length;
      continue;
    }
    throw map.error(i, src.slice(i, i + 1), 'unexpected character');
  }
  tokens.push({ kind: 'eof', text: '<end of input>', pos: map.pos(end) });
  return tokens;
}

function lexMatchPath(map: SourceMap, start: number, end: number): [Token, number] {
  const src = map.source;
  const segments: MatchSegment[] = [];
  let i = start;
  while (i < end && src[i] === '/') {
    i++;
    if (src[i] === '{') {
      const close = src.indexOf('}', i);
      if (close < 0 || close >= end) throw map.error(i, src.slice(i, i + 20), 'unterminated wildcard');
      const inner = src.slice(i + 1, close);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?$/.exec(inner);
      if (m === null) throw map.error(i, `{${inner}}`, 'a wildcard is {name} or {name=**}');
      const name = m[1] as string;
      segments.push(m[2] === undefined ? { kind: 'wild', name } : { kind: 'rest', name });
      i = close + 1;
    } else {
      let j = i;
      while (j < end && MATCH_TEXT_CHAR.test(src[j] as string)) j++;
      if (j === i) throw map.error(i - 1, src.slice(i - 1, i + 10), 'empty path segment');
      segments.push({ kind: 'literal', text: src.slice(i, j) });
      i = j;
    }
  }
  if (i < end && !/[\s{]/.test(src[i] as string)) {
    throw map.error(i, src.slice(start, i + 1), 'malformed match path');
  }
  return [{ kind: 'matchpath', text: src.slice(start, i), segments, pos: map.pos(start) }, i];
}

function lexPathLiteral(map: SourceMap, start: number, end: number): [Token, number] {
  const src = map.source;
  const segments: PathLiteralSegment[] = [];
  let i = start;
  while (i < end && src[i] === '/') {
    i++;
    const segStart = i;
    if (src[i] === '$' && src[i + 1] === '(') {
      const close = findClosingParen(map, i + 1, end);
      segments.push({ kind: 'interp', start: i + 2, end: close, pos: map.pos(i) });
      i = close + 1;
      if (i < end && PATH_TEXT_CHAR.test(src[i] as string)) {
        throw map.error(segStart, src.slice(segStart, i + 1), 'a path segment mixes text and $(...)');
      }
      continue;
    }
    let j = i;
    while (j < end && PATH_TEXT_CHAR.test(src[j] as string)) j++;
    if (j === i) throw map.error(start, src.slice(start, i + 1), 'empty path segment');
    if (src[j] === '$') throw map.error(i, src.slice(i, j + 2), 'a path segment mixes text and $(...)');
    segments.push({ kind: 'text', text: src.slice(i, j), pos: map.pos(i) });
    i = j;
  }
  return [{ kind: 'path', text: src.slice(start, i), segments, pos: map.pos(start) }, i];
}

/** Offset of the `)` that closes the `(` at `open`, skipping strings and nested parentheses. */
function findClosingParen(map: SourceMap, open: number, end: number): number {
  const src = map.source;
  let depth = 0;
  let i = open;
  while (i < end) {
    const c = src[i];
    if (c === "'" || c === '"') {
      i = lexQuoted(map, i, end, false)[1];
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i;
    }
    i++;
  }
  throw map.error(open - 1, src.slice(open - 1, open + 20), 'unterminated $(...)');
}

function lexNumber(map: SourceMap, start: number, end: number): [Token, number] {
  const src = map.source;
  const pos = map.pos(start);
  const hex = /^0[xX][0-9a-fA-F]+/.exec(src.slice(start, end));
  if (hex !== null) {
    const text = hex[0];
    return [{ kind: 'int', text, value: BigInt(text), pos }, start + text.length];
  }
  const m = /^(?:[0-9]+(\.[0-9]+)?|\.[0-9]+)([eE][+-]?[0-9]+)?/.exec(src.slice(start, end));
  const text = (m as RegExpExecArray)[0];
  const next = start + text.length;
  if (IDENT_START.test(src[next] ?? '')) throw map.error(start, src.slice(start, next + 1), 'malformed number');
  const isFloat = text.includes('.') || /[eE]/.test(text);
  if (isFloat) return [{ kind: 'float', text, value: Number(text), pos }, next];
  return [{ kind: 'int', text, value: BigInt(text), pos }, next];
}

/**
 * Reads a quoted literal starting at the quote. Returns the decoded code units: numbers below 256
 * produced by \x and octal escapes are kept as raw bytes for bytes literals, and as code points for
 * strings (the caller decides).
 */
function lexQuoted(map: SourceMap, start: number, end: number, raw: boolean): [Unit[], number] {
  const src = map.source;
  const quote = src[start];
  const units: Unit[] = [];
  let i = start + 1;
  while (true) {
    if (i >= end) throw map.error(start, src.slice(start, start + 20), 'unterminated string');
    const c = src[i] as string;
    if (c === quote) return [units, i + 1];
    if (c === '\n') throw map.error(start, src.slice(start, i), 'newline in string');
    if (c !== '\\' || raw) {
      const cp = src.codePointAt(i) as number;
      units.push({ cp });
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = src[i + 1] ?? '';
    const simple: Record<string, number> = {
      n: 10,
      r: 13,
      t: 9,
      b: 8,
      f: 12,
      v: 11,
      a: 7,
      '\\': 92,
      "'": 39,
      '"': 34,
      '`': 96,
      '?': 63,
    };
    if (e in simple) {
      units.push({ cp: simple[e] as number });
      i += 2;
    } else if (e === 'x' || e === 'X') {
      const h = src.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) throw map.error(i, src.slice(i, i + 4), 'bad \\x escape');
      units.push({ byte: parseInt(h, 16) });
      i += 4;
    } else if (e === 'u' || e === 'U') {
      const n = e === 'u' ? 4 : 8;
      const h = src.slice(i + 2, i + 2 + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(h)) throw map.error(i, src.slice(i, i + 2 + n), `bad \\${e} escape`);
      const cp = parseInt(h, 16);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw map.error(i, src.slice(i, i + 2 + n), 'invalid code point');
      units.push({ cp });
      i += 2 + n;
    } else if (/[0-3]/.test(e)) {
      const o = src.slice(i + 1, i + 4);
      if (!/^[0-3][0-7]{2}$/.test(o)) throw map.error(i, src.slice(i, i + 4), 'bad octal escape');
      units.push({ byte: parseInt(o, 8) });
      i += 4;
    } else {
      throw map.error(i, src.slice(i, i + 2), 'unknown escape sequence');
    }
  }
}

type Unit = { cp: number } | { byte: number };

function decodeUtf16(units: Unit[]): string {
  return units.map((u) => String.fromCodePoint('cp' in u ? u.cp : u.byte)).join('');
}

function toBytes(units: Unit[]): Uint8Array {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (const u of units) {
    if ('byte' in u) out.push(u.byte);
    else out.push(...encoder.encode(String.fromCodePoint(u.cp)));
  }
  return Uint8Array.from(out);
}
