// Child processes started in their own process group, so stopping one also stops everything it
// spawned (the Functions emulator's workers, the functions discovery server).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface GroupProcess {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the group leader has exited. */
  exited: Promise<string>;
  hasExited(): boolean;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when nothing of the group is left. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A `--import` for a child Node process: if our process dies without stopping it (SIGKILL, a crashed
 * test worker), the child notices that its parent changed and shuts itself down.
 */
export const PARENT_WATCHDOG_IMPORT = `--import=data:text/javascript,const p=process.ppid;setInterval(()=>{if(process.ppid!==p)process.kill(process.pid,'SIGTERM')},1000).unref();`;

const cleanupOnExit = new Set<number>();
let exitHookInstalled = false;

function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is gone
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** If our own process exits without calling stop(), take the groups down with it. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pgid of cleanupOnExit) signalGroup(pgid, 'SIGKILL');
  });
}

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid;
  if (pgid === undefined) {
    throw new Error(`Could not start ${command}: the system gave the process no id.`);
  }
  installExitHook();
  cleanupOnExit.add(pgid);
  let done = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`));
    child.once('error', (error) => resolve(`error: ${error.message}`));
  }).finally(() => {
    done = true;
  });

  let stopping: Promise<void> | null = null;
  const stop = (graceMs = 10_000): Promise<void> => {
    stopping ??= (async () => {
      signalGroup(pgid, 'SIGTERM');
      const deadline = Date.now() + graceMs;
      // Wait for the leader first (it shuts its children down cleanly), then for the whole group.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      while (groupAlive(pgid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
      await exited;
      for (let i = 0; i < 50 && groupAlive(pgid); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      cleanupOnExit.delete(pgid);
    })();
    return stopping;
  };
  return { child, exited, hasExited: () => done, stop };
}
