// What the benches read from /proc about the processes they start: a process and its children,
// and one process's CPU time so far. Linux only, as the benches are.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process and every process it started (a clustered server's workers, a backend's emulators). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // Gone, or a kernel without CONFIG_PROC_CHILDREN: the process alone.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** One process's CPU time so far (user + system, ms). Throws when it has ended. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
