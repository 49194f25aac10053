// The part of deciding a request that Firestore and Cloud Storage share: every `allow` of a rules
// file with its full match pattern, and the search for one that matches a path and holds.
import type { AllowMethod, AllowStmt, MatchBlock, RulesFile } from './ast';
import { evaluate, type EvalContext } from './evaluator';
import type { MatchSegment } from './lexer';
import { matchPath, type RequestSegment } from './path-match';
import type { RulesMethod } from './types';
import { RulesEvalFailure, RulesUnprovable, typeOf, type MapValue, type RulesValue } from './values';

const COVERS: Record<AllowMethod, readonly RulesMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

interface FlatAllow {
  allow: AllowStmt;
  pattern: MatchSegment[];
}

export interface AllowOutcome {
  /** `file:line:column (allow …)` of the statement that allowed, or null. */
  allowedBy: string | null;
  /** Why each matching statement did not allow, for the denial's reason. */
  failures: string[];
}

export class AllowTable {
  private readonly allows: FlatAllow[] = [];

  constructor(private readonly ast: RulesFile) {
    const walk = (block: MatchBlock, outer: MatchSegment[]) => {
      const pattern = [...outer, ...block.segments];
      for (const allow of block.allows) this.allows.push({ allow, pattern });
      for (const child of block.matches) walk(child, pattern);
    };
    for (const block of ast.matches) walk(block, []);
  }

  /** The statements whose methods cover `method`, in file order. */
  candidates(method: RulesMethod): FlatAllow[] {
    return this.allows.filter((a) => a.allow.methods.some((m) => COVERS[m].includes(method)));
  }

  /** Tries each candidate whose pattern matches `path`; the first true condition wins. */
  tryAllows(candidates: readonly FlatAllow[], path: RequestSegment[], requestValue: MapValue, resource: RulesValue, ctx: EvalContext): AllowOutcome {
    const failures: string[] = [];
    for (const { allow, pattern } of candidates) {
      const bindings = matchPath(pattern, path, this.ast.version);
      if (bindings === null) continue;
      const at = `${this.ast.file}:${allow.pos.line}:${allow.pos.column}`;
      if (allow.condition === null) return { allowedBy: `${at} (${allow.text})`, failures };
      ctx.base = new Map<string, RulesValue>([...bindings, ['request', requestValue], ['resource', resource]]);
      try {
        const result = evaluate(allow.condition, ctx.base, ctx);
        if (result === true) return { allowedBy: `${at} (${allow.text})`, failures };
        failures.push(typeof result === 'boolean' ? `${at} "${allow.text}" is false` : `${at} "${allow.text}" evaluates to ${typeOf(result)}, not bool`);
      } catch (err) {
        if (!(err instanceof RulesEvalFailure)) throw err;
        const kind = err instanceof RulesUnprovable ? 'cannot be proven for every document the query may return' : 'fails with an error';
        failures.push(`${at} "${allow.text}" ${kind}: ${err.message}`);
      }
    }
    return { allowedBy: null, failures };
  }
}
