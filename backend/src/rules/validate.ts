// Static checks run once at compile time, so that the server refuses to start on a construct the
// evaluator does not implement instead of failing (or worse, allowing) at request time.
import type { Expr, FunctionDecl, MatchBlock, RulesFile, RulesService } from './ast';
import { CONTEXT_FUNCTIONS, GLOBAL_FUNCTIONS, METHOD_ARITIES, NAMESPACES } from './builtins';
import type { SourceMap } from './lexer';
import { INT64_MAX, INT64_MIN, TYPE_TEST_NAMES } from './values';

const GLOBAL_VARIABLES = ['request', 'resource'];

/** What the evaluator needs from validation: which function each call resolves to. */
export interface Resolution {
  callTargets: WeakMap<Expr, FunctionDecl>;
  namespaceCalls: WeakSet<Expr>;
}

interface FunctionScope {
  functions: Map<string, FunctionDecl>;
  parent: FunctionScope | null;
}

/** What every check needs: where to report, where to record, and which service's built-ins apply. */
interface Checker {
  map: SourceMap;
  resolution: Resolution;
  service: RulesService;
}

/** Storage rules have no document reads; only debug() of the evaluator's own functions applies. */
const STORAGE_CONTEXT_FUNCTIONS: Record<string, number> = { debug: 1 };

export function validateRules(file: RulesFile, map: SourceMap): Resolution {
  const env: Checker = { map, resolution: { callTargets: new WeakMap(), namespaceCalls: new WeakSet() }, service: file.service };
  const rootFunctions = declareFunctions(file.functions, null, map);
  for (const fn of file.functions) checkFunction(fn, rootFunctions, [], env);
  for (const block of file.matches) checkBlock(block, rootFunctions, [], [], file.version, env);
  return env.resolution;
}

/** Validates a lone expression over the given variables (for tests and tooling). */
export function validateExpression(e: Expr, variables: readonly string[], map: SourceMap, service: RulesService = 'cloud.firestore'): Resolution {
  const env: Checker = { map, resolution: { callTargets: new WeakMap(), namespaceCalls: new WeakSet() }, service };
  checkExpr(e, new Set(variables), { functions: new Map(), parent: null }, env);
  return env.resolution;
}

function declareFunctions(decls: FunctionDecl[], parent: FunctionScope | null, map: SourceMap): FunctionScope {
  const functions = new Map<string, FunctionDecl>();
  for (const fn of decls) {
    if (functions.has(fn.name)) throw map.error(fn.pos.offset, `function ${fn.name}`, `function "${fn.name}" is declared twice in the same scope`);
    if (new Set(fn.params).size !== fn.params.length) throw map.error(fn.pos.offset, `function ${fn.name}`, 'duplicate parameter name');
    functions.set(fn.name, fn);
  }
  return { functions, parent };
}

function checkBlock(
  block: MatchBlock,
  outerFunctions: FunctionScope,
  outerWildcards: string[],
  outerPattern: MatchBlock['segments'],
  version: '1' | '2',
  env: Checker,
): void {
  const { map } = env;
  const wildcards = [...outerWildcards];
  for (const seg of block.segments) {
    if (seg.kind === 'literal') continue;
    if (wildcards.includes(seg.name) || GLOBAL_VARIABLES.includes(seg.name)) {
      throw map.error(block.pos.offset, `{${seg.name}}`, `wildcard "${seg.name}" is already bound by an enclosing match or is a reserved name`);
    }
    wildcards.push(seg.name);
  }
  const pattern = [...outerPattern, ...block.segments];
  const rests = pattern.filter((s) => s.kind === 'rest').length;
  if (rests > 1) throw map.error(block.pos.offset, block.pathText, 'a path may hold only one recursive wildcard {name=**}');
  if (version === '1' && rests === 1 && (pattern[pattern.length - 1]?.kind !== 'rest' || block.matches.length > 0)) {
    throw map.error(block.pos.offset, block.pathText, "with rules_version '1' a recursive wildcard must end the path; use rules_version = '2'");
  }
  const functions = declareFunctions(block.functions, outerFunctions, map);
  for (const fn of block.functions) checkFunction(fn, functions, wildcards, env);
  for (const allow of block.allows) {
    if (allow.condition !== null) checkExpr(allow.condition, new Set([...wildcards, ...GLOBAL_VARIABLES]), functions, env);
  }
  for (const child of block.matches) checkBlock(child, functions, wildcards, pattern, version, env);
}

function checkFunction(fn: FunctionDecl, functions: FunctionScope, wildcards: string[], env: Checker): void {
  const vars = new Set([...wildcards, ...GLOBAL_VARIABLES, ...fn.params]);
  for (const binding of fn.lets) {
    checkExpr(binding.value, vars, functions, env);
    vars.add(binding.name);
  }
  checkExpr(fn.body, vars, functions, env);
}

function resolveFunction(name: string, scope: FunctionScope | null): FunctionDecl | undefined {
  for (let s = scope; s !== null; s = s.parent) {
    const fn = s.functions.get(name);
    if (fn !== undefined) return fn;
  }
  return undefined;
}

function checkExpr(e: Expr, vars: ReadonlySet<string>, functions: FunctionScope, env: Checker): void {
  const { map, resolution } = env;
  const recur = (x: Expr) => checkExpr(x, vars, functions, env);
  switch (e.kind) {
    case 'literal':
      if (typeof e.value === 'bigint' && (e.value > INT64_MAX || e.value < INT64_MIN)) {
        throw map.error(e.pos.offset, e.value.toString(), 'integer literal out of the 64-bit range');
      }
      return;
    case 'ident':
      if (!vars.has(e.name)) {
        const what = e.name in NAMESPACES ? `"${e.name}" is a namespace; call one of its functions` : `unknown variable "${e.name}"`;
        throw map.error(e.pos.offset, e.name, what);
      }
      return;
    case 'list':
      e.items.forEach(recur);
      return;
    case 'map':
      for (const entry of e.entries) {
        recur(entry.key);
        recur(entry.value);
      }
      return;
    case 'path':
      e.segments.forEach((seg, i) => {
        if (seg.kind !== 'expr') return;
        if (seg.expr.kind === 'ident' && !vars.has(seg.expr.name)) {
          // `$(name)` with an unbound name is a placeholder for bind(), as the language defines.
          e.segments[i] = { kind: 'placeholder', name: seg.expr.name };
          return;
        }
        recur(seg.expr);
      });
      return;
    case 'member':
      recur(e.object);
      return;
    case 'index':
      recur(e.object);
      recur(e.index);
      return;
    case 'slice':
      recur(e.object);
      recur(e.from);
      recur(e.to);
      return;
    case 'call': {
      e.args.forEach(recur);
      const fn = resolveFunction(e.name, functions);
      if (fn !== undefined) {
        if (fn.params.length !== e.args.length) {
          throw map.error(e.pos.offset, `${e.name}()`, `function "${e.name}" takes ${fn.params.length} argument(s), called with ${e.args.length}`);
        }
        resolution.callTargets.set(e, fn);
        return;
      }
      const contextFunctions = env.service === 'firebase.storage' ? STORAGE_CONTEXT_FUNCTIONS : CONTEXT_FUNCTIONS;
      const arity = GLOBAL_FUNCTIONS[e.name]?.arity ?? contextFunctions[e.name];
      if (arity === undefined && env.service === 'firebase.storage' && e.name in CONTEXT_FUNCTIONS) {
        throw map.error(e.pos.offset, `${e.name}()`, `${e.name}() reads Firestore documents and does not exist in Storage rules`);
      }
      if (arity === undefined) throw map.error(e.pos.offset, `${e.name}()`);
      if (arity !== e.args.length) throw map.error(e.pos.offset, `${e.name}()`, `${e.name}() takes ${arity} argument(s), called with ${e.args.length}`);
      return;
    }
    case 'method': {
      e.args.forEach(recur);
      if (e.object.kind === 'ident' && !vars.has(e.object.name)) {
        const ns = NAMESPACES[e.object.name];
        const construct = `${e.object.name}.${e.name}()`;
        if (ns === undefined && e.object.name === 'firestore' && env.service === 'firebase.storage') {
          throw map.error(
            e.object.pos.offset,
            construct,
            'cross-service rules (firestore.get() and firestore.exists()) are not supported by the local rules engine',
          );
        }
        if (ns === undefined) throw map.error(e.object.pos.offset, construct);
        const spec = ns[e.name];
        if (spec === undefined) throw map.error(e.pos.offset, construct);
        if (spec.arity !== e.args.length)
          throw map.error(e.pos.offset, construct, `${construct} takes ${spec.arity} argument(s), called with ${e.args.length}`);
        resolution.namespaceCalls.add(e);
        return;
      }
      recur(e.object);
      const arities = METHOD_ARITIES.get(e.name);
      const construct = `${e.object.kind === 'ident' ? e.object.name : ''}.${e.name}()`;
      if (arities === undefined) throw map.error(e.pos.offset, construct);
      if (!arities.has(e.args.length)) {
        throw map.error(e.pos.offset, construct, `.${e.name}() takes ${[...arities].join(' or ')} argument(s), called with ${e.args.length}`);
      }
      return;
    }
    case 'unary':
      recur(e.operand);
      return;
    case 'binary':
      recur(e.left);
      recur(e.right);
      return;
    case 'is':
      recur(e.operand);
      if (!TYPE_TEST_NAMES.has(e.typeName)) throw map.error(e.pos.offset, `is ${e.typeName}`, `unknown type "${e.typeName}"`);
      return;
    case 'ternary':
      recur(e.cond);
      recur(e.then);
      recur(e.else);
      return;
  }
}
