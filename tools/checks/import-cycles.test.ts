// No import cycles between source files, type-only imports included: a cycle makes module order
// matter (a value read before its module ran is undefined) and ties modules that should stand
// alone (app-routes.tsx ↔ route-error-boundary.tsx once did, through RouteHandle). Dynamic
// `import()` is left out: it is how an async boundary is drawn, and it runs after both modules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..');

function sourceFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' });
  return output
    .split('\0')
    .filter((file) => file && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, file));
}

/** The specifiers a file imports or re-exports statically. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** Every cycle found by a depth-first walk, each as the files around it (root-relative). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((member) => path.relative(root, member)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import graph', () => {
  it('has no cycle among the tracked source files', () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!config) throw new Error('tsconfig.json could not be read');
    const files = sourceFiles();
    const known = new Set(files);
    const host = ts.createCompilerHost(config.options);
    const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = staticImports(file).flatMap((specifier) => {
        const resolved = ts.resolveModuleName(specifier, file, config.options, host, cache).resolvedModule?.resolvedFileName;
        // Workspace packages resolve through node_modules links to their real files.
        const real = resolved ? (ts.sys.realpath?.(resolved) ?? resolved) : undefined;
        return real && known.has(real) ? [real] : [];
      });
      graph.set(file, targets);
    }
    expect(files.length).toBeGreaterThan(300);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
