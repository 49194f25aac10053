// The security-rules engine: compile a rules file once, then decide each request with it.
export { compileRules, loadRulesFile, type CompileOptions } from './engine';
export { compileStorageRules, loadStorageRulesFile } from './storage-engine';
export { RulesCompileError } from './compile-error';
export type * from './types';
