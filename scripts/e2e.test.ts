import { describe, expect, it } from 'vitest';
import { dealSpecs } from './e2e';

describe('dealSpecs', () => {
  it('deals the longest specs first, each to the shard with the least time so far', () => {
    const shards = dealSpecs(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 }, 2);
    expect(shards).toEqual([
      { files: ['a.spec.ts', 'd.spec.ts'], seconds: 110 },
      { files: ['b.spec.ts', 'c.spec.ts'], seconds: 110 },
    ]);
  });

  it('gives a spec with no figure the median time, and deals every spec exactly once', () => {
    const files = ['new.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts'];
    const shards = dealSpecs(files, { 'x.spec.ts': 5, 'y.spec.ts': 20, 'z.spec.ts': 40 }, 2);
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual(files);
    expect(shards.map((shard) => shard.seconds)).toEqual([45, 40]);
  });

  it('leaves out shards with nothing to run', () => {
    expect(dealSpecs(['only.spec.ts'], {}, 3)).toEqual([{ files: ['only.spec.ts'], seconds: 1 }]);
  });
});
