// Every tracked source file is seen by the type check and by lint: an ignore or exclude pattern
// broad enough to hide source (as `**/lib/**` once hid every src/lib/ folder) fails here.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..');

function trackedFiles(patterns: string[]): string[] {
  const output = execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: root, encoding: 'utf8' });
  return output.split('\0').filter(Boolean);
}

describe('source coverage', () => {
  it('type-checks every tracked .ts and .tsx file', () => {
    const configPath = path.join(root, 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!config) throw new Error('tsconfig.json could not be read');
    const checked = new Set(config.fileNames.map((file) => path.relative(root, file)));
    const tracked = trackedFiles(['*.ts', '*.tsx']);
    expect(tracked.length).toBeGreaterThan(300);
    expect(tracked.filter((file) => !checked.has(file))).toEqual([]);
  });

  it('lints every tracked JavaScript and TypeScript file', async () => {
    const eslint = new ESLint({ cwd: root });
    const tracked = trackedFiles(['*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs']);
    const ignored: string[] = [];
    for (const file of tracked) {
      if (await eslint.isPathIgnored(path.join(root, file))) ignored.push(file);
    }
    expect(tracked.length).toBeGreaterThan(300);
    expect(ignored).toEqual([]);
  });
});
