// The syntax tree of a rules file, as the parser builds it and the evaluator walks it.
import type { SourcePos } from './compile-error';
import type { MatchSegment } from './lexer';

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'literal'; value: LiteralValue; pos: SourcePos }
  | { kind: 'ident'; name: string; pos: SourcePos }
  | { kind: 'list'; items: Expr[]; pos: SourcePos }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; pos: SourcePos }
  | { kind: 'path'; segments: PathSegmentExpr[]; pos: SourcePos }
  | { kind: 'member'; object: Expr; name: string; pos: SourcePos }
  | { kind: 'index'; object: Expr; index: Expr; pos: SourcePos }
  | { kind: 'slice'; object: Expr; from: Expr; to: Expr; pos: SourcePos }
  /** `name(args)`: a user function or a global built-in. */
  | { kind: 'call'; name: string; args: Expr[]; pos: SourcePos }
  /** `object.name(args)`: a method, or a namespace function when `object` is a namespace. */
  | { kind: 'method'; object: Expr; name: string; args: Expr[]; pos: SourcePos }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; pos: SourcePos }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; pos: SourcePos }
  | { kind: 'is'; operand: Expr; typeName: string; pos: SourcePos }
  | { kind: 'ternary'; cond: Expr; then: Expr; else: Expr; pos: SourcePos };

export type LiteralValue = null | boolean | bigint | number | string | Uint8Array;

/**
 * A path literal segment: text or `$(expr)`. The validator turns `$(name)` whose name is not a
 * variable in scope into a placeholder, which only `path.bind()` can fill.
 */
export type PathSegmentExpr = { kind: 'text'; text: string } | { kind: 'expr'; expr: Expr } | { kind: 'placeholder'; name: string };

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: { name: string; value: Expr; pos: SourcePos }[];
  body: Expr;
  pos: SourcePos;
}

export interface AllowStmt {
  methods: AllowMethod[];
  condition: Expr | null;
  pos: SourcePos;
  /** The statement's source text, for reasons. */
  text: string;
}

export interface MatchBlock {
  segments: MatchSegment[];
  pathText: string;
  functions: FunctionDecl[];
  allows: AllowStmt[];
  matches: MatchBlock[];
  pos: SourcePos;
}

/** Firestore's and Cloud Storage's rules share the language; the service decides the request shape. */
export type RulesService = 'cloud.firestore' | 'firebase.storage';

export interface RulesFile {
  file: string;
  version: '1' | '2';
  service: RulesService;
  /** Where `service` is written, for errors about the file as a whole. */
  servicePos: SourcePos;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}
