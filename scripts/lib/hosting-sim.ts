// The Firebase Hosting API simulator (backend/src/hosting) as the deploy tests and journeys use it:
// `npm run hosting-sim`'s program in a child process on free ports, ready when it prints its JSON
// line — a service apart, as Google's API is, reached only over HTTP.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps';

export interface RunningHostingSimulator {
  /** What FIREBASE_HOSTING_API_URL is set to for the deploy. */
  apiUrl: string;
  projectId: string;
  /** Each site's live URL (no trailing slash). */
  sites: Record<string, string>;
  close(): Promise<void>;
}

export async function startHostingSimulatorProcess(options: { projectId?: string; sites: string[]; timeoutMs?: number }): Promise<RunningHostingSimulator> {
  const args = [
    path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    path.join(repoRoot, 'backend', 'src', 'cli', 'hosting-sim.ts'),
    '--port',
    '0',
    '--json',
  ];
  if (options.projectId) args.push('--project', options.projectId);
  for (const site of options.sites) args.push('--site', `${site}=0`);
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await stopped;
  };
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const ready = await new Promise<string>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`The Hosting API simulator did not start within ${(options.timeoutMs ?? 60_000) / 1000} s.\n${output.slice(-2000)}`)),
        options.timeoutMs ?? 60_000,
      );
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
        if (line && output.includes('\n', output.indexOf(line))) {
          clearTimeout(timeout);
          resolve(line);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timeout);
        reject(new Error(`The Hosting API simulator stopped during start-up (exit code ${code}).\n${output.slice(-2000)}`));
      });
    });
    const { apiUrl, projectId, sites } = JSON.parse(ready) as Omit<RunningHostingSimulator, 'close'>;
    child.stdout.resume();
    return { apiUrl, projectId, sites, close };
  } catch (error) {
    await close();
    throw error;
  }
}
