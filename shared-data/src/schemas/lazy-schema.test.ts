import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Ring' })).toEqual({ name: 'Ring' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('works nested in other schemas, extended, picked and in a spread shape', () => {
    const field = lazySchema(() => z.string().max(3, 'Too long.'));
    const shape = lazySchema(() => ({ code: field, count: z.number().int() }));
    const base = lazySchema(() => z.strictObject({ ...shape }));
    const extended = base.extend({ note: field.optional() });
    expect(extended.parse({ code: 'ab', count: 2, note: 'x' })).toEqual({ code: 'ab', count: 2, note: 'x' });
    const failed = extended.safeParse({ code: 'abcd', count: 1, extra: true });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => issue.message)).toContain('Too long.');
    expect(Object.keys(base.shape)).toEqual(['code', 'count']);
    expect(base.pick({ code: true }).parse({ code: 'a' })).toEqual({ code: 'a' });
    expect(
      z
        .array(base)
        .max(1)
        .safeParse([
          { code: 'a', count: 1 },
          { code: 'b', count: 2 },
        ]).success,
    ).toBe(false);
  });

  it('is an instance of the schema’s class, and a method taken off it keeps its schema', () => {
    const schema = lazySchema(() => z.string().trim());
    expect(schema instanceof z.ZodString).toBe(true);
    const { parse } = schema;
    expect(parse('  ring ')).toBe('ring');
  });
});
