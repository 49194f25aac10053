// Recursive-descent parser for the security rules language (Firestore and Cloud Storage), with its precedence
// (highest first): member/index/call, unary ! -, * / %, + -, < <= > >= in is, == !=, &&, ||, ?:.
import type { AllowMethod, AllowStmt, BinaryOp, Expr, FunctionDecl, MatchBlock, PathSegmentExpr, RulesFile, RulesService } from './ast';
import { SourceMap, tokenize, type PathLiteralSegment, type Token } from './lexer';

const ALLOW_METHODS: ReadonlySet<string> = new Set(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
const SERVICES: readonly RulesService[] = ['cloud.firestore', 'firebase.storage'];

function isRulesService(name: string): name is RulesService {
  return (SERVICES as readonly string[]).includes(name);
}

export function parseRules(source: string, file: string): RulesFile {
  const map = new SourceMap(source, file);
  return new Parser(map, tokenize(map)).file();
}

/** Parses one expression (used by tests and by path interpolation). */
export function parseExpression(source: string, file = '<expression>'): Expr {
  const map = new SourceMap(source, file);
  const parser = new Parser(map, tokenize(map));
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

class Parser {
  private i = 0;
  constructor(
    private readonly map: SourceMap,
    private readonly tokens: Token[],
  ) {}

  // ---- token helpers -------------------------------------------------------------------------
  private peek(ahead = 0): Token {
    return this.tokens[Math.min(this.i + ahead, this.tokens.length - 1)] as Token;
  }
  private next(): Token {
    const t = this.peek();
    if (t.kind !== 'eof') this.i++;
    return t;
  }
  private is(kind: 'punct' | 'keyword', text: string, ahead = 0): boolean {
    const t = this.peek(ahead);
    return t.kind === kind && t.text === text;
  }
  private accept(kind: 'punct' | 'keyword', text: string): boolean {
    if (!this.is(kind, text)) return false;
    this.i++;
    return true;
  }
  private expect(kind: 'punct' | 'keyword', text: string): Token {
    const t = this.peek();
    if (t.kind !== kind || t.text !== text) throw this.syntax(t, `expected "${text}"`);
    return this.next();
  }
  private ident(what: string): Token & { kind: 'ident' } {
    const t = this.peek();
    if (t.kind !== 'ident') throw this.syntax(t, `expected ${what}`);
    this.i++;
    return t;
  }
  private syntax(t: Token, detail: string) {
    return this.map.error(t.pos.offset, t.text, `syntax error: ${detail}, found "${t.text}"`);
  }
  expectEnd(): void {
    const t = this.peek();
    if (t.kind !== 'eof') throw this.syntax(t, 'expected end of expression');
  }

  // ---- declarations --------------------------------------------------------------------------
  file(): RulesFile {
    let version: '1' | '2' = '1';
    if (this.accept('keyword', 'rules_version')) {
      this.expect('punct', '=');
      const v = this.next();
      if (v.kind !== 'string') throw this.syntax(v, "expected a version string such as '2'");
      if (v.value !== '1' && v.value !== '2') {
        throw this.map.error(v.pos.offset, `rules_version = ${v.text}`, "rules_version must be '1' or '2'");
      }
      version = v.value;
      this.accept('punct', ';');
    }
    const serviceTok = this.expect('keyword', 'service');
    const parts = [this.ident('a service name').text];
    while (this.accept('punct', '.')) parts.push(this.ident('a service name').text);
    const service = parts.join('.');
    if (!isRulesService(service)) {
      throw this.map.error(serviceTok.pos.offset, `service ${service}`, `unknown service "${service}" (expected cloud.firestore or firebase.storage)`);
    }
    this.expect('punct', '{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.accept('punct', '}')) {
      if (this.is('keyword', 'match')) matches.push(this.matchBlock());
      else if (this.is('keyword', 'function')) functions.push(this.functionDecl());
      else throw this.syntax(this.peek(), 'expected "match" or "function"');
    }
    this.expectEndOfFile();
    return { file: this.map.file, version, service, servicePos: serviceTok.pos, functions, matches };
  }

  private expectEndOfFile(): void {
    const t = this.peek();
    if (t.kind !== 'eof') throw this.syntax(t, 'expected end of file after the service block');
  }

  private matchBlock(): MatchBlock {
    const kw = this.expect('keyword', 'match');
    const pathTok = this.next();
    if (pathTok.kind !== 'matchpath') throw this.syntax(pathTok, 'expected a match path');
    this.expect('punct', '{');
    const block: MatchBlock = {
      segments: pathTok.segments,
      pathText: pathTok.text,
      functions: [],
      allows: [],
      matches: [],
      pos: kw.pos,
    };
    while (!this.accept('punct', '}')) {
      if (this.is('keyword', 'match')) block.matches.push(this.matchBlock());
      else if (this.is('keyword', 'allow')) block.allows.push(this.allowStmt());
      else if (this.is('keyword', 'function')) block.functions.push(this.functionDecl());
      else throw this.syntax(this.peek(), 'expected "match", "allow" or "function"');
    }
    return block;
  }

  private allowStmt(): AllowStmt {
    const kw = this.expect('keyword', 'allow');
    const methods: AllowMethod[] = [];
    do {
      const t = this.peek();
      if (t.kind !== 'ident') throw this.syntax(t, 'expected an allow method');
      if (!ALLOW_METHODS.has(t.text)) {
        throw this.map.error(t.pos.offset, `allow ${t.text}`, `unknown allow method "${t.text}" (expected read, write, get, list, create, update or delete)`);
      }
      this.i++;
      methods.push(t.text as AllowMethod);
    } while (this.accept('punct', ','));
    let condition: Expr | null = null;
    if (this.accept('punct', ':')) {
      this.expect('keyword', 'if');
      condition = this.expression();
    }
    const endTok = this.peek();
    this.accept('punct', ';');
    const raw = this.map.source.slice(kw.pos.offset, endTok.pos.offset);
    return { methods, condition, pos: kw.pos, text: raw.replace(/\s+/g, ' ').trim() };
  }

  private functionDecl(): FunctionDecl {
    const kw = this.expect('keyword', 'function');
    const name = this.ident('a function name').text;
    this.expect('punct', '(');
    const params: string[] = [];
    if (!this.is('punct', ')')) {
      do params.push(this.ident('a parameter name').text);
      while (this.accept('punct', ','));
    }
    this.expect('punct', ')');
    this.expect('punct', '{');
    const lets: FunctionDecl['lets'] = [];
    while (this.is('keyword', 'let')) {
      const letTok = this.next();
      const letName = this.ident('a variable name').text;
      this.expect('punct', '=');
      lets.push({ name: letName, value: this.expression(), pos: letTok.pos });
      this.accept('punct', ';');
    }
    this.expect('keyword', 'return');
    const body = this.expression();
    this.accept('punct', ';');
    this.expect('punct', '}');
    return { name, params, lets, body, pos: kw.pos };
  }

  // ---- expressions ---------------------------------------------------------------------------
  expression(): Expr {
    const cond = this.or();
    if (this.is('punct', '?')) {
      const q = this.next();
      const then = this.expression();
      this.expect('punct', ':');
      const otherwise = this.expression();
      return { kind: 'ternary', cond, then, else: otherwise, pos: q.pos };
    }
    return cond;
  }

  private binaryLevel(ops: readonly string[], operand: () => Expr): Expr {
    let left = operand();
    while (true) {
      const t = this.peek();
      if (t.kind !== 'punct' || !ops.includes(t.text)) return left;
      this.i++;
      const right = operand();
      left = { kind: 'binary', op: t.text as BinaryOp, left, right, pos: t.pos };
    }
  }

  private or(): Expr {
    return this.binaryLevel(['||'], () => this.and());
  }
  private and(): Expr {
    return this.binaryLevel(['&&'], () => this.equality());
  }
  private equality(): Expr {
    return this.binaryLevel(['==', '!='], () => this.relational());
  }
  private relational(): Expr {
    let left = this.additive();
    while (true) {
      const t = this.peek();
      if (t.kind === 'punct' && ['<', '<=', '>', '>='].includes(t.text)) {
        this.i++;
        left = { kind: 'binary', op: t.text as BinaryOp, left, right: this.additive(), pos: t.pos };
      } else if (t.kind === 'keyword' && t.text === 'in') {
        this.i++;
        left = { kind: 'binary', op: 'in', left, right: this.additive(), pos: t.pos };
      } else if (t.kind === 'keyword' && t.text === 'is') {
        this.i++;
        const typeTok = this.next();
        if (typeTok.kind !== 'ident') throw this.syntax(typeTok, 'expected a type name after "is"');
        left = { kind: 'is', operand: left, typeName: typeTok.text, pos: typeTok.pos };
      } else {
        return left;
      }
    }
  }
  private additive(): Expr {
    return this.binaryLevel(['+', '-'], () => this.multiplicative());
  }
  private multiplicative(): Expr {
    return this.binaryLevel(['*', '/', '%'], () => this.unary());
  }
  private unary(): Expr {
    const t = this.peek();
    if (t.kind === 'punct' && (t.text === '!' || t.text === '-')) {
      this.i++;
      const operand = this.unary();
      if (t.text === '-' && operand.kind === 'literal' && typeof operand.value === 'bigint') {
        // Folded so that -9223372036854775808 is expressible; the validator checks the range.
        return { kind: 'literal', value: -operand.value, pos: t.pos };
      }
      return { kind: 'unary', op: t.text, operand, pos: t.pos };
    }
    return this.postfix();
  }

  private postfix(): Expr {
    let expr = this.primary();
    while (true) {
      const t = this.peek();
      if (t.kind === 'punct' && t.text === '.') {
        this.i++;
        const nameTok = this.next();
        if (nameTok.kind !== 'ident' && nameTok.kind !== 'keyword') throw this.syntax(nameTok, 'expected a field or method name after "."');
        if (this.is('punct', '(')) {
          const args = this.args();
          expr = { kind: 'method', object: expr, name: nameTok.text, args, pos: nameTok.pos };
        } else {
          expr = { kind: 'member', object: expr, name: nameTok.text, pos: nameTok.pos };
        }
      } else if (t.kind === 'punct' && t.text === '[') {
        this.i++;
        const index = this.expression();
        if (this.accept('punct', ':')) {
          const to = this.expression();
          this.expect('punct', ']');
          expr = { kind: 'slice', object: expr, from: index, to, pos: t.pos };
        } else {
          this.expect('punct', ']');
          expr = { kind: 'index', object: expr, index, pos: t.pos };
        }
      } else if (t.kind === 'punct' && t.text === '(') {
        throw this.map.error(t.pos.offset, '(', 'only named functions can be called');
      } else {
        return expr;
      }
    }
  }

  private args(): Expr[] {
    this.expect('punct', '(');
    const args: Expr[] = [];
    if (!this.is('punct', ')')) {
      do args.push(this.expression());
      while (this.accept('punct', ','));
    }
    this.expect('punct', ')');
    return args;
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case 'int':
        return { kind: 'literal', value: t.value, pos: t.pos };
      case 'float':
        return { kind: 'literal', value: t.value, pos: t.pos };
      case 'string':
        return { kind: 'literal', value: t.value, pos: t.pos };
      case 'bytes':
        return { kind: 'literal', value: t.value, pos: t.pos };
      case 'path':
        return { kind: 'path', segments: t.segments.map((s) => this.pathSegment(s)), pos: t.pos };
      case 'keyword':
        if (t.text === 'true' || t.text === 'false') return { kind: 'literal', value: t.text === 'true', pos: t.pos };
        if (t.text === 'null') return { kind: 'literal', value: null, pos: t.pos };
        throw this.syntax(t, 'expected an expression');
      case 'ident':
        if (this.is('punct', '(')) return { kind: 'call', name: t.text, args: this.args(), pos: t.pos };
        return { kind: 'ident', name: t.text, pos: t.pos };
      case 'punct':
        if (t.text === '(') {
          const inner = this.expression();
          this.expect('punct', ')');
          return inner;
        }
        if (t.text === '[') {
          const items: Expr[] = [];
          while (!this.is('punct', ']')) {
            items.push(this.expression());
            if (!this.accept('punct', ',')) break;
          }
          this.expect('punct', ']');
          return { kind: 'list', items, pos: t.pos };
        }
        if (t.text === '{') {
          const entries: { key: Expr; value: Expr }[] = [];
          while (!this.is('punct', '}')) {
            const key = this.expression();
            this.expect('punct', ':');
            entries.push({ key, value: this.expression() });
            if (!this.accept('punct', ',')) break;
          }
          this.expect('punct', '}');
          return { kind: 'map', entries, pos: t.pos };
        }
        throw this.syntax(t, 'expected an expression');
      default:
        throw this.syntax(t, 'expected an expression');
    }
  }

  private pathSegment(seg: PathLiteralSegment): PathSegmentExpr {
    if (seg.kind === 'text') return { kind: 'text', text: seg.text };
    const inner = new Parser(this.map, tokenize(this.map, seg.start, seg.end));
    const expr = inner.expression();
    inner.expectEnd();
    return { kind: 'expr', expr };
  }
}
