// Builds backend/functions (TypeScript → lib/index.js with esbuild) through its package.json
// script, so the Functions emulator always runs the current source. The script writes the bundle
// beside lib/index.js and renames it into place: two backends starting at once (the end-to-end
// shards) once let one callable host load a half-written file and serve 0 functions.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../emulators/startup-error';

/** Whether Node's lookup from `fromDir` would find the package (some packages hide package.json). */
function packageInstalled(name: string, fromDir: string): boolean {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

export async function buildFunctions(functionsDir: string): Promise<void> {
  for (const dependency of ['firebase-functions', 'firebase-admin', 'esbuild']) {
    if (!packageInstalled(dependency, functionsDir)) {
      throw new StartupError(
        'missing-dependency',
        `${dependency} is not installed, so backend/functions cannot be built or run. Run "npm install" at the repository root.`,
      );
    }
  }
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: functionsDir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  }).catch((error: unknown) => {
    throw new StartupError('missing-dependency', `Could not run npm to build backend/functions: ${String(error)}`, { cause: error });
  });
  if (code !== 0) {
    throw new StartupError(
      'functions-build-failed',
      `Building backend/functions failed (npm run build exited with ${code}). Fix the errors below and start again:\n${output.join('').trim()}`,
    );
  }
}
