// Every npm script that reads its arguments answers `--help` with its usage and exit code 0, instead
// of refusing the option or starting its work (`npm run deploy -- --help` once answered "Unknown
// option --help"). The scripts are found in the root's and the backend's package.json, so a new
// script is checked without editing this test.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..');

interface ScriptFile {
  command: string;
  file: string;
}

/** `npm run <name>` scripts that are `tsx <file>` and read process.argv. */
function scriptsWithArguments(): ScriptFile[] {
  return ['.', 'backend'].flatMap((folder) => {
    const { scripts = {} } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    return Object.entries(scripts).flatMap(([name, command]) => {
      const file = /^tsx (\S+\.ts)$/.exec(command)?.[1];
      if (!file) return [];
      const absolute = path.join(root, folder, file);
      return /process\.argv/.test(readFileSync(absolute, 'utf8'))
        ? [{ command: `npm run ${name}${folder === '.' ? '' : ` -w ${folder}`}`, file: absolute }]
        : [];
    });
  });
}

/** One run per file (`npm run backend` is `npm run start -w backend`). */
const distinctFiles = (scripts: ScriptFile[]) => [...new Map(scripts.map((script) => [script.file, script])).values()];

const run = (file: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    // tsx's loader in this Node rather than its CLI, which would start a second Node process.
    execFile(process.execPath, ['--import', 'tsx', file, '--help'], { cwd: path.dirname(file), timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('npm scripts', () => {
  const scripts = scriptsWithArguments();

  it('include the ones known to take options', () => {
    const commands = scripts.map((script) => script.command);
    expect(commands).toEqual(
      expect.arrayContaining(['npm run test', 'npm run build', 'npm run deploy', 'npm run start', 'npm run backend', 'npm run hosting-sim']),
    );
  });

  // Side by side: each run is mostly tsx loading the script's imports.
  it.concurrent.each(distinctFiles(scripts))(
    '$command answers --help with its usage and exit code 0',
    async ({ file }) => {
      const { code, stdout, stderr } = await run(file);
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toMatch(/^Usage: /);
    },
    90_000,
  );
});
