// Runs the shell's built server (`shell/dist/server/server.js`) as a child process — the same way it
// runs in production — and waits until it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { shellServerFile } from './apps';

export interface ShellProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

/** 'inherit' shares this terminal; a file path appends the server's output to that file. */
export type ShellOutput = 'inherit' | { file: string };

export async function startShellProcess(options: { port: number; env?: Record<string, string>; output?: ShellOutput }): Promise<ShellProcess> {
  const output = options.output ?? 'inherit';
  const target = output === 'inherit' ? 'inherit' : openSync(output.file, 'a');
  // SHELL_NODE_ARGS passes Node flags to the server, e.g. `--cpu-prof` when profiling.
  const nodeArgs = (process.env.SHELL_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, shellServerFile], {
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', target, target],
  });
  if (typeof target === 'number') closeSync(target);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitForHttp(`${url}/__health`, 20_000, child);
  } catch (error) {
    await stop();
    throw new Error(`The shell server did not start: ${error instanceof Error ? error.message : error}`);
  }
  return { url, child, stop };
}
