// Compiles a Firestore rules file into a RulesEngine and decides requests: find every `allow` whose match
// path fits the request and whose methods cover it; any true condition allows; otherwise deny.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AllowTable } from './allow-table';
import type { RulesFile } from './ast';
import { DEFAULT_ACCESS_CALL_LIMIT, resourceValue, type EvalContext } from './evaluator';
import { SourceMap } from './lexer';
import { parseRules } from './parser';
import { ANY_DEPTH, ANY_ID, type RequestSegment } from './path-match';
import { QueryTooComplex, abstractResource, describeCase, queryCases, type QueryCase } from './query-prover';
import type { RulesDataAccess, RulesDecision, RulesEngine, RulesRequest } from './types';
import { validateRules, type Resolution } from './validate';
import { MapValue, PathValue, TimestampValue, fromJson, timestampFromDate, type RulesValue } from './values';

export interface CompileOptions {
  /** Receives the values passed to debug() in conditions. */
  debug?: (value: RulesValue) => void;
}

/** Parses and validates a whole rules file; throws RulesCompileError naming file, line and construct. */
export function compileRules(source: string, filename = 'firestore.rules', options: CompileOptions = {}): RulesEngine {
  const map = new SourceMap(source, filename);
  const ast = parseRules(source, filename);
  if (ast.service !== 'cloud.firestore') {
    throw map.error(
      ast.servicePos.offset,
      `service ${ast.service}`,
      `the document server needs "service cloud.firestore"; load Storage rules with compileStorageRules`,
    );
  }
  const resolution = validateRules(ast, map);
  return new CompiledRules(ast, resolution, options);
}

/** Reads and compiles a rules file; the file name in messages is the path's base name. */
export function loadRulesFile(path: string, options: CompileOptions = {}): RulesEngine {
  return compileRules(readFileSync(path, 'utf8'), basename(path), options);
}

class CompiledRules implements RulesEngine {
  private readonly table: AllowTable;

  constructor(
    private readonly ast: RulesFile,
    private readonly resolution: Resolution,
    private readonly options: CompileOptions,
  ) {
    this.table = new AllowTable(ast);
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
    const candidates = this.table.candidates(request.method);
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
      const outcome = this.table.tryAllows(candidates, path, requestValue, resource, ctx);
      if (outcome.allowedBy !== null) return { allowed: true, reason: `allowed ${where} by ${outcome.allowedBy}` };
      return {
        allowed: false,
        reason: `denied ${where}: ${outcome.failures.length === 0 ? `no allow statement for "${request.method}" matches this path` : outcome.failures.join('; ')}`,
      };
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
      const collection: RequestSegment[] =
        request.collectionGroup === true ? [...request.path.slice(0, -1), ANY_DEPTH, request.path[request.path.length - 1] as string] : [...request.path];
      const path: RequestSegment[] = ['databases', request.database, 'documents', ...collection, abstract.docId ?? ANY_ID];
      const outcome = this.table.tryAllows(candidates, path, requestValue, abstract.resource, ctx);
      if (outcome.allowedBy === null) {
        const why = outcome.failures.length === 0 ? `no allow statement for "list" matches this path` : outcome.failures.join('; ');
        return { allowed: false, reason: `denied ${where} ${describeCase(c)}: ${why}` };
      }
      allowedBy.add(outcome.allowedBy);
    }
    return { allowed: true, reason: `allowed ${where} by ${allowedBy.size === 0 ? 'its filters matching no document' : [...allowedBy].join(', ')}` };
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
