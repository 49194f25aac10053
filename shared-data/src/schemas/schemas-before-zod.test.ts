// In browsers zod is downloaded on first need (zod-lazy.ts), so a form may render — and call a
// schema builder such as reviewFormSchema(productId) — before it is there. Every schema shared-data
// exports, and every builder, must be safe to reference and call until it is used; after
// loadSchemas() they check as zod does. (A builder that ran zod at once crashed the review form.)
import { describe, expect, it, vi } from 'vitest';

vi.mock('./zod-eager', async () => await import('./zod-lazy'));

describe("shared-data's schemas before zod is downloaded", () => {
  it('can be referenced and built, and check once loadSchemas() resolves', async () => {
    const data = { ...(await import('../index')), ...(await import('../admin')), ...(await import('../shopper')) };
    expect(data.schemasLoaded()).toBe(false);
    // Each builder with arguments it takes; a new builder must be added here (and be lazy).
    const argumentsOf: Record<string, unknown[]> = {
      reviewFormSchema: ['a-product'],
      videoCallRequestInputSchema: [new Date()],
      requestVideoCallInputSchema: [new Date()],
    };
    const builders = Object.entries(data).filter(([name, value]) => /Schema$/.test(name) && name !== 'lazySchema' && typeof value === 'function');
    expect(builders.map(([name]) => name).sort()).toEqual(Object.keys(argumentsOf).sort());
    const built = builders.map(([name, build]) => {
      try {
        return (build as (...args: unknown[]) => unknown)(...argumentsOf[name]!);
      } catch (error) {
        throw new Error(`${name}() ran zod before it was downloaded: ${String(error)}`);
      }
    });
    expect(built).toHaveLength(builders.length);
    expect(data.schemasLoaded()).toBe(false);

    await data.loadSchemas();
    const review = data.reviewFormSchema('a-product').safeParse({ rating: '', title: '', text: '' });
    expect(review.success).toBe(false);
    expect(review.error?.issues.map((issue) => issue.message)).toContain('Choose a rating from 1 to 5 stars.');
    // Importing all three entries transforms most of shared-data: on a busy 2-core machine that took
    // over vitest's default 5 s.
  }, 30_000);
});
