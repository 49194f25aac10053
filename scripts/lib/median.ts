/** The middle value (the upper middle of an even count), 0 for none: the benchmarks' figure of several runs. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
