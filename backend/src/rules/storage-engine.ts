// Compiles a Cloud Storage rules file (`service firebase.storage`) and decides object requests.
// Rules see the path /b/{bucket}/o/{object name split at "/"}; a list is decided on the listed
// prefix (without its trailing slash), as Cloud Storage and its emulator do, and only under
// rules_version '2'.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AllowTable } from './allow-table';
import type { RulesFile } from './ast';
import type { CompileOptions } from './engine';
import type { EvalContext } from './evaluator';
import { SourceMap } from './lexer';
import { parseRules } from './parser';
import type { RequestSegment } from './path-match';
import type { RulesDataAccess, RulesDecision, StorageRulesEngine, StorageRulesObject, StorageRulesRequest } from './types';
import { validateRules, type Resolution } from './validate';
import { MapValue, PathValue, RulesRuntimeError, fromJson, timestampFromDate, type RulesValue } from './values';

/** Parses and validates a Storage rules file; throws RulesCompileError naming file, line and construct. */
export function compileStorageRules(source: string, filename = 'storage.rules', options: CompileOptions = {}): StorageRulesEngine {
  const map = new SourceMap(source, filename);
  const ast = parseRules(source, filename);
  if (ast.service !== 'firebase.storage') {
    throw map.error(
      ast.servicePos.offset,
      `service ${ast.service}`,
      'the storage server needs "service firebase.storage"; load Firestore rules with compileRules',
    );
  }
  return new CompiledStorageRules(ast, validateRules(ast, map), options);
}

/** Reads and compiles a Storage rules file; the file name in messages is the path's base name. */
export function loadStorageRulesFile(path: string, options: CompileOptions = {}): StorageRulesEngine {
  return compileStorageRules(readFileSync(path, 'utf8'), basename(path), options);
}

/** Validation refuses get()/exists() in Storage rules, so reaching this is a bug in the engine. */
const NO_DOCUMENTS: RulesDataAccess = {
  get: () => {
    throw new RulesRuntimeError('Storage rules cannot read Firestore documents');
  },
  getAfter: () => {
    throw new RulesRuntimeError('Storage rules cannot read Firestore documents');
  },
};

class CompiledStorageRules implements StorageRulesEngine {
  private readonly table: AllowTable;

  constructor(
    private readonly ast: RulesFile,
    private readonly resolution: Resolution,
    private readonly options: CompileOptions,
  ) {
    this.table = new AllowTable(ast);
  }

  evaluate(request: StorageRulesRequest): RulesDecision {
    const where = `"${request.method}" on /b/${request.bucket}/o/${request.name}`;
    try {
      return this.decide(request, where);
    } catch (err) {
      // A bug here must never turn into an allow.
      return { allowed: false, reason: `denied ${where}: internal error in the rules engine: ${(err as Error).message}` };
    }
  }

  private decide(request: StorageRulesRequest, where: string): RulesDecision {
    const shapeError = checkRequestShape(request);
    if (shapeError !== null) return { allowed: false, reason: `denied ${where}: ${shapeError}` };
    if (request.method === 'list' && this.ast.version !== '2') {
      return { allowed: false, reason: `denied ${where}: listing objects needs rules_version = '2'` };
    }
    const ctx: EvalContext = {
      resolution: this.resolution,
      data: NO_DOCUMENTS,
      database: '',
      access: { limit: 0, seen: new Map() },
      base: new Map(),
      ...(this.options.debug !== undefined ? { debug: this.options.debug } : {}),
    };
    const path: RequestSegment[] = ['b', request.bucket, 'o', ...nameSegments(request.name)];
    const resource = request.resource === null ? null : objectValue(request.resource);
    const outcome = this.table.tryAllows(this.table.candidates(request.method), path, buildRequestValue(request, path as string[]), resource, ctx);
    if (outcome.allowedBy !== null) return { allowed: true, reason: `allowed ${where} by ${outcome.allowedBy}` };
    const why = outcome.failures.length === 0 ? `no allow statement for "${request.method}" matches this path` : outcome.failures.join('; ');
    return { allowed: false, reason: `denied ${where}: ${why}` };
  }
}

function nameSegments(name: string): string[] {
  return name === '' ? [] : name.split('/');
}

function checkRequestShape(r: StorageRulesRequest): string | null {
  if (r.bucket === '' || r.bucket.includes('/')) return 'the bucket name is empty or contains "/"';
  if (r.method !== 'list' && r.name === '') return 'an object request needs an object name';
  if (nameSegments(r.name).some((s) => s === '')) return 'the object name has an empty path segment';
  return null;
}

function optional(v: string | null): RulesValue {
  return v ?? null;
}

/** `resource` and `request.resource`: the object's metadata with Cloud Storage's rules types. */
export function objectValue(o: StorageRulesObject): MapValue {
  return MapValue.of({
    name: o.name,
    bucket: o.bucket,
    generation: BigInt(o.generation),
    metageneration: BigInt(o.metageneration),
    size: BigInt(o.size),
    timeCreated: timestampFromDate(o.timeCreated),
    updated: timestampFromDate(o.updated),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: o.etag,
    contentType: o.contentType,
    contentDisposition: optional(o.contentDisposition),
    contentEncoding: optional(o.contentEncoding),
    contentLanguage: optional(o.contentLanguage),
    cacheControl: optional(o.cacheControl),
    metadata: new MapValue(new Map(Object.entries(o.metadata))),
  });
}

function buildRequestValue(r: StorageRulesRequest, path: string[]): MapValue {
  return MapValue.of({
    auth: r.auth === null ? null : MapValue.of({ uid: r.auth.uid, token: fromJson(r.auth.token) }),
    method: r.method,
    path: new PathValue(path),
    time: timestampFromDate(r.time),
    resource: r.newResource === null ? null : objectValue(r.newResource),
  });
}
