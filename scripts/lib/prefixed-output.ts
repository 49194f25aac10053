// Output of processes that run side by side: each line of a child's standard output and error is
// written with its label in front, so interleaved lines stay readable.
import type { ChildProcess } from 'node:child_process';

export function pipePrefixed(child: ChildProcess, label: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`${label}${line}\n`);
    });
    stream?.on('end', () => pending && out.write(`${label}${pending}\n`));
  }
}
