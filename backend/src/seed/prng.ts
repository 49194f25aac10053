// A small seeded pseudo-random generator (mulberry32), so the demo data is the same on every
// machine and every run.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}
