// One shell server process per core (SHELL_WORKERS): Node's cluster module forks the workers,
// each a whole shell server with its own caches, and hands them connections in turn. The primary
// only supervises: it says the server is ready once every worker listens, starts a new worker when
// one dies (and gives up, exiting 1, when they keep dying), and on SIGTERM or SIGINT lets each
// worker finish its requests in flight and exits 0 when the last one has.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/** SHELL_WORKERS: a whole number ≥ 1, or "auto" for one per core this process may use. */
export function shellWorkerCount(env: NodeJS.ProcessEnv): number {
  const value = env.SHELL_WORKERS?.trim() || '1';
  if (value === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`SHELL_WORKERS must be a whole number from 1 to 64, or "auto" (one per core); it is "${value}".`);
  }
  return count;
}

/** What a worker tells the primary once it listens. */
export interface WorkerReady {
  type: 'shell-worker-ready';
  origin: string;
}

const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' && message !== null && (message as WorkerReady).type === 'shell-worker-ready';

/** Deaths of started workers within a minute after which the primary stops replacing them. */
const MAX_RESTARTS_PER_MINUTE = 5;
/** Cloud Run kills 10 s after SIGTERM; the workers cut what is left after 8 s themselves. */
const STOP_DEADLINE_MS = 9000;

export function runPrimary(count: number): void {
  const ready = new Set<Worker>();
  let started = false;
  let stopping = false;
  const restarts: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      ready.add(worker);
      if (!started && ready.size === count) {
        started = true;
        console.log(`Shell server ready at ${message.origin} (${count} worker processes)`);
      }
    });
  };
  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = liveWorkers();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (liveWorkers().length === 0) process.exit(exitCode);
    });
    setTimeout(() => {
      console.error(`Shell workers still running ${STOP_DEADLINE_MS / 1000} s after the stop; ending them.`);
      for (const worker of liveWorkers()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_DEADLINE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!started) {
      // Its own message (a port in use, a bad configuration) is already on stderr.
      console.error(`A shell worker exited during start-up (${how}).`);
      stop(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && now - restarts[0]! > 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`Shell workers died ${restarts.length} times within a minute (the last with ${how}); stopping.`);
      stop(1);
      return;
    }
    console.error(`Shell worker ${worker.process.pid} exited (${how}); starting another.`);
    fork();
  });
  // Ctrl-C reaches the workers too; they stop on their own and the primary waits for them.
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  for (let index = 0; index < count; index += 1) fork();
}
