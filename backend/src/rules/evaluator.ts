// Evaluates rules expressions. Runtime errors and unprovable list-query conditions are thrown as
// RulesEvalFailure; only `&&` and `||` absorb them, as Firestore specifies (`error || true` is true,
// `error && false` is false), so every other failure makes the whole condition not true.
import type { RulesDataAccess, RulesDocument } from './types';
import type { Expr, FunctionDecl } from './ast';
import { CONTEXT_FUNCTIONS, GLOBAL_FUNCTIONS, NAMESPACES, callMethod } from './builtins';
import type { Resolution } from './validate';
import {
  DurationValue,
  MapValue,
  PartialMapValue,
  PathValue,
  RulesEvalFailure,
  RulesRuntimeError,
  SetValue,
  TimestampValue,
  UnknownValue,
  RulesUnprovable,
  checkedInt,
  compareValues,
  describe,
  fromFirestoreFields,
  isType,
  typeOf,
  valuesEqual,
  INT64_MIN,
  type RulesValue,
} from './values';

/** Firestore's limit on nested function calls. */
export const MAX_CALL_DEPTH = 20;
/** Firestore's limit on document access calls for a single-document request or a query. */
export const DEFAULT_ACCESS_CALL_LIMIT = 10;

export interface EvalContext {
  resolution: Resolution;
  data: RulesDataAccess;
  database: string;
  /** Shared by every condition of one request: Firestore counts access calls per request. */
  access: { limit: number; seen: Map<string, RulesDocument | null> };
  /** request, resource and the wildcard bindings of the allow being evaluated. */
  base: Scope;
  debug?: (value: RulesValue) => void;
}

export type Scope = ReadonlyMap<string, RulesValue>;

export function evaluate(e: Expr, scope: Scope, ctx: EvalContext, depth = 0): RulesValue {
  switch (e.kind) {
    case 'literal':
      return e.value;
    case 'ident': {
      if (!scope.has(e.name)) throw new RulesRuntimeError(`unknown variable ${e.name}`);
      const v = scope.get(e.name) as RulesValue;
      if (v instanceof UnknownValue) throw new RulesUnprovable(`${v.description} is not fixed by the query`);
      return v;
    }
    case 'list':
      return e.items.map((x) => evaluate(x, scope, ctx, depth));
    case 'map': {
      const entries = new Map<string, RulesValue>();
      for (const entry of e.entries) {
        const key = evaluate(entry.key, scope, ctx, depth);
        if (typeof key !== 'string') throw new RulesRuntimeError(`map keys must be strings, got ${typeOf(key)}`);
        entries.set(key, evaluate(entry.value, scope, ctx, depth));
      }
      return new MapValue(entries);
    }
    case 'path': {
      const segments: (string | { placeholder: string })[] = [];
      for (const seg of e.segments) {
        if (seg.kind === 'text') segments.push(seg.text);
        else if (seg.kind === 'placeholder') segments.push({ placeholder: seg.name });
        else {
          const v = evaluate(seg.expr, scope, ctx, depth);
          if (typeof v === 'string') segments.push(v);
          else if (typeof v === 'bigint') segments.push(v.toString());
          else if (v instanceof PathValue) segments.push(...v.segments);
          else throw new RulesRuntimeError(`a path segment $(...) must be a string, got ${typeOf(v)}`);
        }
      }
      return new PathValue(segments);
    }
    case 'member':
      return member(evaluate(e.object, scope, ctx, depth), e.name);
    case 'index':
      return index(evaluate(e.object, scope, ctx, depth), evaluate(e.index, scope, ctx, depth));
    case 'slice':
      return slice(evaluate(e.object, scope, ctx, depth), evaluate(e.from, scope, ctx, depth), evaluate(e.to, scope, ctx, depth));
    case 'call':
      return call(e, scope, ctx, depth);
    case 'method': {
      const args = () => e.args.map((a) => evaluate(a, scope, ctx, depth));
      if (ctx.resolution.namespaceCalls.has(e) && e.object.kind === 'ident') {
        const spec = NAMESPACES[e.object.name]?.[e.name];
        if (spec === undefined) throw new RulesRuntimeError(`unknown function ${e.object.name}.${e.name}()`);
        return spec.call(args());
      }
      const self = evaluate(e.object, scope, ctx, depth);
      if (self === null) throw new RulesRuntimeError(`null value: cannot call ${e.name}() on null`);
      return callMethod(self, e.name, args());
    }
    case 'unary': {
      const v = evaluate(e.operand, scope, ctx, depth);
      if (e.op === '!') {
        if (typeof v !== 'boolean') throw new RulesRuntimeError(`! needs a bool, got ${typeOf(v)}`);
        return !v;
      }
      if (typeof v === 'bigint') {
        if (v === INT64_MIN) throw new RulesRuntimeError('integer overflow');
        return -v;
      }
      if (typeof v === 'number') return -v;
      if (v instanceof DurationValue) return new DurationValue(-v.nanos);
      throw new RulesRuntimeError(`unary - needs a number, got ${typeOf(v)}`);
    }
    case 'binary':
      return binary(e, scope, ctx, depth);
    case 'is':
      return isType(evaluate(e.operand, scope, ctx, depth), e.typeName);
    case 'ternary': {
      const cond = evaluate(e.cond, scope, ctx, depth);
      if (typeof cond !== 'boolean') throw new RulesRuntimeError(`the condition of ?: must be a bool, got ${typeOf(cond)}`);
      return evaluate(cond ? e.then : e.else, scope, ctx, depth);
    }
  }
}

function member(obj: RulesValue, name: string): RulesValue {
  if (obj instanceof MapValue) {
    if (!obj.entries.has(name)) throw new RulesRuntimeError(`property ${name} is undefined on the map ${describe(obj)}`);
    return obj.entries.get(name) as RulesValue;
  }
  if (obj instanceof PartialMapValue) return obj.get(name);
  if (obj instanceof PathValue) return pathBinding(obj, name);
  if (obj === null) throw new RulesRuntimeError(`null value: cannot read property ${name} of null`);
  throw new RulesRuntimeError(`cannot read property ${name} of ${typeOf(obj)}`);
}

function pathBinding(p: PathValue, name: string): RulesValue {
  const v = p.bindings.get(name);
  if (v === undefined) throw new RulesRuntimeError(`path ${p.toString()} has no binding ${name}`);
  return v;
}

function intIndex(i: RulesValue, size: number, what: string): number {
  if (typeof i !== 'bigint') throw new RulesRuntimeError(`${what} index must be an int, got ${typeOf(i)}`);
  if (i < 0n || i >= BigInt(size)) throw new RulesRuntimeError(`${what} index ${i} out of range (size ${size})`);
  return Number(i);
}

function index(obj: RulesValue, i: RulesValue): RulesValue {
  if (Array.isArray(obj)) return obj[intIndex(i, obj.length, 'list')] as RulesValue;
  if (obj instanceof MapValue || obj instanceof PartialMapValue) {
    if (typeof i !== 'string') throw new RulesRuntimeError(`map key must be a string, got ${typeOf(i)}`);
    return member(obj, i);
  }
  if (typeof obj === 'string') {
    const chars = Array.from(obj);
    return chars[intIndex(i, chars.length, 'string')] as string;
  }
  if (obj instanceof PathValue) {
    if (typeof i === 'string') return pathBinding(obj, i);
    const seg = obj.segments[intIndex(i, obj.segments.length, 'path')];
    if (typeof seg !== 'string') throw new RulesRuntimeError(`path segment ${i} is unbound`);
    return seg;
  }
  if (obj === null) throw new RulesRuntimeError('null value: cannot index null');
  throw new RulesRuntimeError(`cannot index ${typeOf(obj)}`);
}

function slice(obj: RulesValue, from: RulesValue, to: RulesValue): RulesValue {
  const items: readonly unknown[] | null = Array.isArray(obj) ? obj : typeof obj === 'string' ? Array.from(obj) : null;
  if (items === null) throw new RulesRuntimeError(`cannot take a range of ${typeOf(obj)}`);
  if (typeof from !== 'bigint' || typeof to !== 'bigint') throw new RulesRuntimeError('range bounds must be ints');
  if (from < 0n || to > BigInt(items.length) || from > to) throw new RulesRuntimeError(`range [${from}:${to}] out of bounds (size ${items.length})`);
  const part = items.slice(Number(from), Number(to));
  return typeof obj === 'string' ? (part as string[]).join('') : (part as RulesValue[]);
}

function call(e: Expr & { kind: 'call' }, scope: Scope, ctx: EvalContext, depth: number): RulesValue {
  const target = ctx.resolution.callTargets.get(e);
  if (target !== undefined) return callUserFunction(target, e.args, scope, ctx, depth);
  const args = e.args.map((a) => evaluate(a, scope, ctx, depth));
  const builtin = GLOBAL_FUNCTIONS[e.name];
  if (builtin !== undefined) return builtin.call(args);
  if (e.name in CONTEXT_FUNCTIONS) return contextFunction(e.name, args[0] as RulesValue, ctx);
  throw new RulesRuntimeError(`unknown function ${e.name}()`);
}

function callUserFunction(fn: FunctionDecl, argExprs: Expr[], scope: Scope, ctx: EvalContext, depth: number): RulesValue {
  if (depth >= MAX_CALL_DEPTH) throw new RulesRuntimeError(`function call depth exceeds ${MAX_CALL_DEPTH} (in ${fn.name}())`);
  // A body sees the globals and the match's wildcards (never its caller's locals; the validator
  // has checked it names nothing it cannot see), then its parameters and lets.
  const local = new Map<string, RulesValue>(ctx.base);
  const args = argExprs.map((a) => evaluate(a, scope, ctx, depth));
  fn.params.forEach((p, i) => local.set(p, args[i] as RulesValue));
  for (const binding of fn.lets) local.set(binding.name, evaluate(binding.value, local, ctx, depth + 1));
  return evaluate(fn.body, local, ctx, depth + 1);
}

function contextFunction(name: string, arg: RulesValue, ctx: EvalContext): RulesValue {
  if (name === 'debug') {
    ctx.debug?.(arg);
    return arg;
  }
  if (!(arg instanceof PathValue)) throw new RulesRuntimeError(`${name}() needs a path, got ${typeOf(arg)}`);
  const segments = arg.concrete();
  const [d, db, docs, ...rest] = segments;
  if (d !== 'databases' || docs !== 'documents' || rest.length === 0 || rest.length % 2 !== 0) {
    throw new RulesRuntimeError(`${name}() needs a document path /databases/{database}/documents/{collection}/{id}..., got ${arg.toString()}`);
  }
  if (db !== ctx.database) throw new RulesRuntimeError(`${name}() cannot read database ${db} from a request to ${ctx.database}`);
  const after = name === 'getAfter' || name === 'existsAfter';
  const key = `${after ? 'after' : 'before'}:${rest.join('/')}`;
  let doc: RulesDocument | null;
  if (ctx.access.seen.has(key)) {
    doc = ctx.access.seen.get(key) as RulesDocument | null;
  } else {
    if (ctx.access.seen.size >= ctx.access.limit) {
      throw new RulesRuntimeError(`more than ${ctx.access.limit} document access calls (get/exists/getAfter/existsAfter) in one request`);
    }
    doc = after ? ctx.data.getAfter(rest) : ctx.data.get(rest);
    ctx.access.seen.set(key, doc);
  }
  if (name === 'exists' || name === 'existsAfter') return doc !== null;
  return doc === null ? null : resourceValue(doc, ctx.database);
}

/** `resource`, and what get() returns: `{__name__, id, data}`. */
export function resourceValue(doc: RulesDocument, database: string): MapValue {
  return MapValue.of({
    __name__: new PathValue(['databases', database, 'documents', ...doc.path]),
    id: doc.path[doc.path.length - 1] ?? '',
    data: fromFirestoreFields(doc.fields),
  });
}

function boolOperand(v: RulesValue, op: string): boolean {
  if (typeof v !== 'boolean') throw new RulesRuntimeError(`${op} needs bool operands, got ${typeOf(v)}`);
  return v;
}

/** Evaluates to a bool or captures the failure, for `&&` and `||`. */
function tryBool(e: Expr, scope: Scope, ctx: EvalContext, depth: number, op: string): boolean | RulesEvalFailure {
  try {
    return boolOperand(evaluate(e, scope, ctx, depth), op);
  } catch (err) {
    if (err instanceof RulesEvalFailure) return err;
    throw err;
  }
}

function binary(e: Expr & { kind: 'binary' }, scope: Scope, ctx: EvalContext, depth: number): RulesValue {
  if (e.op === '&&' || e.op === '||') {
    const decisive = e.op === '||';
    const left = tryBool(e.left, scope, ctx, depth, e.op);
    if (left === decisive) return decisive;
    const right = tryBool(e.right, scope, ctx, depth, e.op);
    if (right === decisive) return decisive;
    if (left instanceof RulesEvalFailure) throw left;
    if (right instanceof RulesEvalFailure) throw right;
    return !decisive;
  }
  const l = evaluate(e.left, scope, ctx, depth);
  const r = evaluate(e.right, scope, ctx, depth);
  switch (e.op) {
    case '==':
      return valuesEqual(l, r);
    case '!=':
      return !valuesEqual(l, r);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const c = compareValues(l, r);
      if (Number.isNaN(c)) return false;
      return e.op === '<' ? c < 0 : e.op === '<=' ? c <= 0 : e.op === '>' ? c > 0 : c >= 0;
    }
    case 'in':
      return membership(l, r);
    default:
      return arithmetic(e.op, l, r);
  }
}

function membership(x: RulesValue, container: RulesValue): boolean {
  if (Array.isArray(container)) return container.some((i) => valuesEqual(i, x));
  if (container instanceof SetValue) return container.has(x);
  if (container instanceof MapValue) {
    if (typeof x !== 'string') throw new RulesRuntimeError(`map keys are strings; cannot test ${typeOf(x)} in a map`);
    return container.entries.has(x);
  }
  if (container instanceof PartialMapValue) {
    if (typeof x !== 'string') throw new RulesRuntimeError(`map keys are strings; cannot test ${typeOf(x)} in a map`);
    if (container.known.has(x)) return true;
    throw new RulesUnprovable(`whether ${container.label} has the key ${x} is not fixed by the query's filters`);
  }
  throw new RulesRuntimeError(`"in" needs a list, set or map on the right, got ${typeOf(container)}`);
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', l: RulesValue, r: RulesValue): RulesValue {
  if (typeof l === 'bigint' && typeof r === 'bigint') {
    switch (op) {
      case '+':
        return checkedInt(l + r);
      case '-':
        return checkedInt(l - r);
      case '*':
        return checkedInt(l * r);
      case '/':
        if (r === 0n) throw new RulesRuntimeError('division by zero');
        return checkedInt(l / r);
      case '%':
        if (r === 0n) throw new RulesRuntimeError('modulo by zero');
        return l % r;
    }
  }
  if ((typeof l === 'bigint' || typeof l === 'number') && (typeof r === 'bigint' || typeof r === 'number')) {
    const a = Number(l);
    const b = Number(r);
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      case '%':
        return a % b;
    }
  }
  if (op === '+') {
    if (typeof l === 'string' && typeof r === 'string') return l + r;
    if (Array.isArray(l) && Array.isArray(r)) return [...l, ...r];
    if (l instanceof TimestampValue && r instanceof DurationValue) return new TimestampValue(l.nanos + r.nanos);
    if (l instanceof DurationValue && r instanceof TimestampValue) return new TimestampValue(l.nanos + r.nanos);
    if (l instanceof DurationValue && r instanceof DurationValue) return new DurationValue(l.nanos + r.nanos);
  }
  if (op === '-') {
    if (l instanceof TimestampValue && r instanceof DurationValue) return new TimestampValue(l.nanos - r.nanos);
    if (l instanceof TimestampValue && r instanceof TimestampValue) return new DurationValue(l.nanos - r.nanos);
    if (l instanceof DurationValue && r instanceof DurationValue) return new DurationValue(l.nanos - r.nanos);
  }
  throw new RulesRuntimeError(`cannot apply ${op} to ${typeOf(l)} and ${typeOf(r)}`);
}
