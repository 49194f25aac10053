// Test helpers: evaluate lone expressions, build Firestore fields from plain objects, and hold
// documents in memory for get()/exists()/getAfter()/existsAfter().
import type { Fields, Value } from '../../src/firestore-types';
import { evaluate, type EvalContext } from '../../src/rules/evaluator';
import { SourceMap } from '../../src/rules/lexer';
import { parseExpression } from '../../src/rules/parser';
import type { RulesDataAccess, RulesDocument } from '../../src/rules/types';
import { validateExpression } from '../../src/rules/validate';
import { RulesEvalFailure, type RulesValue } from '../../src/rules/values';

/** Plain JS to a Firestore value: integral numbers become integerValue; `{ xValue: ... }` passes through. */
export function toValue(v: unknown): Value {
  if (v === null) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toValue) } };
  if (typeof v === 'object') {
    const keys = Object.keys(v as object);
    if (keys.length === 1 && (keys[0] as string).endsWith('Value')) return v as Value;
    return { mapValue: { fields: toFields(v as Record<string, unknown>) } };
  }
  throw new Error(`cannot convert ${String(v)}`);
}

export function toFields(record: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, toValue(v)]));
}

export function doc(path: string, fields: Record<string, unknown>): RulesDocument {
  return { path: path.split('/'), fields: toFields(fields) };
}

/** In-memory documents; `after` overrides the state seen by getAfter()/existsAfter(). */
export class MemoryData implements RulesDataAccess {
  readonly reads: string[] = [];
  constructor(
    private readonly before: Record<string, Record<string, unknown>> = {},
    private readonly after: Record<string, Record<string, unknown> | null> = {},
  ) {}
  get(path: string[]): RulesDocument | null {
    const key = path.join('/');
    this.reads.push(`get:${key}`);
    const fields = this.before[key];
    return fields === undefined ? null : doc(key, fields);
  }
  getAfter(path: string[]): RulesDocument | null {
    const key = path.join('/');
    this.reads.push(`getAfter:${key}`);
    if (key in this.after) {
      const fields = this.after[key];
      return fields === null || fields === undefined ? null : doc(key, fields);
    }
    const fields = this.before[key];
    return fields === undefined ? null : doc(key, fields);
  }
}

function context(data: RulesDataAccess, src: string, vars: Record<string, RulesValue>): { ctx: EvalContext; expr: ReturnType<typeof parseExpression> } {
  const expr = parseExpression(src);
  const resolution = validateExpression(expr, Object.keys(vars), new SourceMap(src, '<expression>'));
  const base = new Map(Object.entries(vars));
  return { expr, ctx: { resolution, data, database: '(default)', access: { limit: 10, seen: new Map() }, base } };
}

/** Evaluates one expression over the given variables. */
export function evalExpr(src: string, vars: Record<string, RulesValue> = {}, data: RulesDataAccess = new MemoryData()): RulesValue {
  const { expr, ctx } = context(data, src, vars);
  return evaluate(expr, ctx.base, ctx);
}

/** Evaluates an expression that must fail at runtime; returns the failure's message. */
export function evalFailure(src: string, vars: Record<string, RulesValue> = {}): string {
  const { expr, ctx } = context(new MemoryData(), src, vars);
  let result: RulesValue;
  try {
    result = evaluate(expr, ctx.base, ctx);
  } catch (err) {
    if (err instanceof RulesEvalFailure) return err.message;
    throw err;
  }
  throw new Error(`expected ${src} to fail, but it evaluated to ${String(result)}`);
}
