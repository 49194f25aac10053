// Runs the document server CLI (src/server/main.ts) as a child process, for tests that need to
// kill it (SIGKILL) and start it again on the same data folder.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const BACKEND = path.dirname(path.dirname(path.dirname(MAIN)));

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything the server wrote to stderr so far. */
  stderr: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export async function startChildServer(args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', ...args], {
    cwd: BACKEND,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${stdout}\n${stderr}`)), 30_000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /Document server ready at (http:\/\/\S+)/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${stdout}\n${stderr}`));
    });
  });
  return {
    url,
    process: child,
    stderr: () => stderr,
    kill: (signal = 'SIGKILL') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
