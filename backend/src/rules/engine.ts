// Compiles a rules file into a RulesEngine and decides requests: find every `allow` whose match
// path fits the request and whose methods cover it; any true condition allows; otherwise deny.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { AllowMethod, AllowStmt, MatchBlock, RulesFile } from './ast';
import { DEFAULT_ACCESS_CALL_LIMIT, evaluate, resourceValue, type EvalContext } from './evaluator';
import type { MatchSegment } from './lexer';
import { SourceMap } from './lexer';
import { parseRules } from './parser';
import { ANY_DEPTH, ANY_ID, matchPath, type RequestSegment } from './path-match';
import { QueryTooComplex, abstractResource, describeCase, queryCases, type QueryCase } from './query-prover';
import type { RulesDataAccess, RulesDecision, RulesEngine, RulesMethod, RulesRequest } from './types';
import { validateRules, type Resolution } from './validate';
import {
  MapValue, PathValue, RulesEvalFailure, TimestampValue, RulesUnprovable, fromJson, timestampFromDate, typeOf, type RulesValue,
} from './values';

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

export interface CompileOptions {
  /** Receives the values passed to debug() in conditions. */
  debug?: (value: RulesValue) => void;
}

/** Parses and validates a whole rules file; throws RulesCompileError naming file, line and construct. */
export function compileRules(source: string, filename = 'firestore.rules', options: CompileOptions = {}): RulesEngine {
  const ast = parseRules(source, filename);
  const resolution = validateRules(ast, new SourceMap(source, filename));
  return new CompiledRules(ast, resolution, options);
}

/** Reads and compiles a rules file; the file name in messages is the path's base name. */
export function loadRulesFile(path: string, options: CompileOptions = {}): RulesEngine {
  return compileRules(readFileSync(path, 'utf8'), basename(path), options);
}

class CompiledRules implements RulesEngine {
  private readonly allows: FlatAllow[] = [];

  constructor(
    private readonly ast: RulesFile,
    private readonly resolution: Resolution,
    private readonly options: CompileOptions,
  ) {
    const walk = (block: MatchBlock, outer: MatchSegment[]) => {
      const pattern = [...outer, ...block.segments];
      for (const allow of block.allows) this.allows.push({ allow, pattern });
      for (const child of block.matches) walk(child, pattern);
    };
    for (const block of ast.matches) walk(block, []);
  }

  evaluate(request: RulesRequest, data: RulesDataAccess): RulesDecision {
    const where = `"${request.method}" on /${request.path.join('/')}${request.method === 'list' ? (request.collectionGroup === true ? ' (collection-group query)' : ' (query)') : ''}`;
    try {
      return this.decide(request, data, where);
    } catch (err) {
      // A bug here must never turn into an allow.
      return { allowed: false, reason: `denied ${where}: internal error in the rules engine: ${(err as Error).message}` };
    }
  }

  private decide(request: RulesRequest, data: RulesDataAccess, where: string): RulesDecision {
    const shapeError = checkRequestShape(request);
    if (shapeError !== null) return { allowed: false, reason: `denied ${where}: ${shapeError}` };
    const candidates = this.allows.filter((a) => a.allow.methods.some((m) => COVERS[m].includes(request.method)));
    const ctx: EvalContext = {
      resolution: this.resolution,
      data,
      database: request.database,
      access: { limit: request.accessCallLimit ?? DEFAULT_ACCESS_CALL_LIMIT, seen: new Map() },
      base: new Map(),
      ...(this.options.debug !== undefined ? { debug: this.options.debug } : {}),
    };
    const requestValue = buildRequestValue(request);

    if (request.method !== 'list') {
      const path: RequestSegment[] = ['databases', request.database, 'documents', ...request.path];
      const resource = request.resource === null ? null : resourceValue(request.resource, request.database);
      const outcome = this.tryAllows(candidates, path, requestValue, resource, ctx);
      if (outcome.allowedBy !== null) return { allowed: true, reason: `allowed ${where} by ${outcome.allowedBy}` };
      return { allowed: false, reason: `denied ${where}: ${outcome.failures.length === 0 ? `no allow statement for "${request.method}" matches this path` : outcome.failures.join('; ')}` };
    }

    if (request.collectionGroup === true && this.ast.version === '1') {
      return { allowed: false, reason: `denied ${where}: collection-group queries need rules_version = '2'` };
    }
    let cases: QueryCase[];
    try {
      cases = queryCases(request.query?.filter ?? null);
    } catch (err) {
      if (err instanceof QueryTooComplex) return { allowed: false, reason: `denied ${where}: ${err.message}` };
      throw err;
    }
    const allowedBy = new Set<string>();
    for (const c of cases) {
      const abstract = abstractResource(c, request.database);
      if (abstract === null) continue; // contradictory filters: no document to protect
      const collection: RequestSegment[] = request.collectionGroup === true
        ? [...request.path.slice(0, -1), ANY_DEPTH, request.path[request.path.length - 1] as string]
        : [...request.path];
      const path: RequestSegment[] = ['databases', request.database, 'documents', ...collection, abstract.docId ?? ANY_ID];
      const outcome = this.tryAllows(candidates, path, requestValue, abstract.resource, ctx);
      if (outcome.allowedBy === null) {
        const why = outcome.failures.length === 0 ? `no allow statement for "list" matches this path` : outcome.failures.join('; ');
        return { allowed: false, reason: `denied ${where} ${describeCase(c)}: ${why}` };
      }
      allowedBy.add(outcome.allowedBy);
    }
    return { allowed: true, reason: `allowed ${where} by ${allowedBy.size === 0 ? 'its filters matching no document' : [...allowedBy].join(', ')}` };
  }

  /** Tries each candidate allow; the first true condition wins. */
  private tryAllows(
    candidates: FlatAllow[],
    path: RequestSegment[],
    requestValue: MapValue,
    resource: RulesValue,
    ctx: EvalContext,
  ): { allowedBy: string | null; failures: string[] } {
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
        failures.push(
          typeof result === 'boolean'
            ? `${at} "${allow.text}" is false`
            : `${at} "${allow.text}" evaluates to ${typeOf(result)}, not bool`,
        );
      } catch (err) {
        if (!(err instanceof RulesEvalFailure)) throw err;
        const kind = err instanceof RulesUnprovable ? 'cannot be proven for every document the query may return' : 'fails with an error';
        failures.push(`${at} "${allow.text}" ${kind}: ${err.message}`);
      }
    }
    return { allowedBy: null, failures };
  }
}

function checkRequestShape(r: RulesRequest): string | null {
  if (r.path.length === 0 || r.path.some((s) => s === '')) return 'the request path is empty or has an empty segment';
  const even = r.path.length % 2 === 0;
  if (r.method === 'list' && even) return 'a list request names a collection (an odd number of segments)';
  if (r.method !== 'list' && !even) return 'a document request names a document (an even number of segments)';
  return null;
}

function buildRequestValue(r: RulesRequest): MapValue {
  const auth = r.auth === null ? null : MapValue.of({ uid: r.auth.uid, token: fromJson(r.auth.token) });
  const entries: Record<string, RulesValue> = {
    auth,
    method: r.method,
    path: new PathValue(['databases', r.database, 'documents', ...r.path]),
    time: r.timeNanos !== undefined ? new TimestampValue(r.timeNanos) : timestampFromDate(r.time),
    resource: r.newResource === null ? null : resourceValue(r.newResource, r.database),
  };
  if (r.method === 'list') {
    const q = r.query;
    entries.query = MapValue.of({
      limit: q?.limit === null || q?.limit === undefined ? null : BigInt(q.limit),
      offset: BigInt(q?.offset ?? 0),
      // The order clauses as a map from field path to 'ASC' or 'DESC'.
      orderBy: new MapValue(new Map((q?.orderBy ?? []).map((o) => [o.field.join('.'), o.direction === 'DESCENDING' ? 'DESC' : 'ASC']))),
    });
  }
  return MapValue.of(entries);
}
