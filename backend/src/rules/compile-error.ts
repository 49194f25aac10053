/**
 * Raised when a rules file cannot be compiled: a syntax error or a construct this engine does not
 * implement. The server must refuse to start on it rather than guess, so the message names the
 * file, line, column and the offending text.
 */
export class RulesCompileError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The source text (or a short rendering of it) the compiler refused. */
  readonly construct: string;

  constructor(file: string, line: number, column: number, construct: string, detail?: string) {
    const head = `${file}:${line}:${column}`;
    super(detail === undefined ? `${head}: unsupported construct "${construct}"` : `${head}: ${detail} (at "${construct}")`);
    this.name = 'RulesCompileError';
    this.file = file;
    this.line = line;
    this.column = column;
    this.construct = construct;
  }
}

/** A position in the source, 1-based, as editors show it. */
export interface SourcePos {
  line: number;
  column: number;
  offset: number;
}
