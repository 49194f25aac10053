// The local backend as the site scripts use it: `npm run backend`'s program in a child process
// (its own process group, so nothing is left behind), ready when it says so, described by the
// environment variables the shell server reads.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BackendHandle } from './site';
import { repoRoot } from './apps';

export interface LocalBackendOptions {
  inMemory?: boolean;
  /** Chosen ports (tests, benchmarks); the storage and mail servers' default to free ones (0) then, so a run never collides with a developer's backend. */
  ports?: { firestore: number; auth: number; functions: number; storage?: number; smtp?: number; mailWeb?: number };
  /** 'inherit' shows the backend's output here (npm start); 'quiet' keeps it for error messages. */
  output?: 'inherit' | 'quiet';
  timeoutMs?: number;
  /** Also load the large data set (`--seed large`: 10,000 products, 5,000 orders…). */
  largeDataSet?: boolean;
  /** Which demo shop to load (`--demo`): the silver wholesaler (default) or the beauty retailer. */
  demo?: 'silver' | 'beauty';
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<BackendHandle> {
  const ports = options.ports
    ? { storage: 0, smtp: 0, mailWeb: 0, ...options.ports }
    : {
        firestore: Number(process.env.FIRESTORE_PORT ?? 8080),
        auth: Number(process.env.AUTH_PORT ?? 9099),
        functions: Number(process.env.FUNCTIONS_PORT ?? 5001),
        storage: Number(process.env.STORAGE_PORT ?? 9199),
        smtp: Number(process.env.SMTP_PORT ?? 2525),
        mailWeb: Number(process.env.MAIL_WEB_PORT ?? 8025),
      };
  const args = [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repoRoot, 'backend', 'src', 'cli', 'backend.ts')];
  if (options.inMemory) args.push('--in-memory');
  if (options.largeDataSet) args.push('--seed', 'large');
  if (options.demo && options.demo !== 'silver') args.push('--demo', options.demo);
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      FIRESTORE_PORT: String(ports.firestore),
      AUTH_PORT: String(ports.auth),
      FUNCTIONS_PORT: String(ports.functions),
      STORAGE_PORT: String(ports.storage),
      SMTP_PORT: String(ports.smtp),
      MAIL_WEB_PORT: String(ports.mailWeb),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const echo = options.output === 'inherit';
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, 15_000);
    await stopped;
    clearTimeout(timer);
  };
  const onStdout = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (echo) process.stdout.write(text);
  };
  const onStderr = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', onStdout);
  child.stderr.on('data', onStderr);
  let onEarlyExit: ((code: number | null) => void) | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => {
        void close();
        reject(new Error(`The local backend did not become ready within ${(options.timeoutMs ?? 180_000) / 1000} s.\n${output.slice(-3000)}`));
      }, options.timeoutMs ?? 180_000);
      const watchReady = () => {
        if (output.includes('Local backend ready')) {
          clearTimeout(timeout);
          child.stdout.off('data', watchReady);
          resolve();
        }
      };
      child.stdout.on('data', watchReady);
      onEarlyExit = (code) => {
        clearTimeout(timeout);
        reject(new Error(`The local backend stopped during start-up (exit code ${code}).\n${output.slice(-3000)}`));
      };
      child.once('exit', onEarlyExit);
    });
  } finally {
    // Only this function's own listeners go: `stopped` keeps waiting for the real exit.
    if (onEarlyExit) child.off('exit', onEarlyExit);
    child.stdout.off('data', onStdout);
    child.stderr.off('data', onStderr);
  }
  if (echo) {
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return {
    env: {
      BACKEND_HOST: '127.0.0.1',
      FIRESTORE_PORT: String(ports.firestore),
      AUTH_PORT: String(ports.auth),
      FUNCTIONS_PORT: String(ports.functions),
      STORAGE_PORT: String(ports.storage),
    },
    describe: () => [],
    close,
  };
}
