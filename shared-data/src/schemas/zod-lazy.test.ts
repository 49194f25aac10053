// The browsers' zod (zod-lazy.ts): nothing of zod is usable before loadSchemas() resolves, with an
// error that says what to do; after it, `z` is zod's namespace, and schemas built with lazySchema
// parse as zod's own do.
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';
import { loadSchemas, schemasLoaded, z } from './zod-lazy';

describe('zod loaded on first need', () => {
  it('refuses use before loadSchemas(), then works as zod', async () => {
    expect(schemasLoaded()).toBe(false);
    const schema = lazySchema(() => z.object({ name: z.string().min(1, 'Enter the name.') }));
    expect(() => schema.safeParse({ name: '' })).toThrow(/before loadSchemas\(\) resolved/);

    const first = loadSchemas();
    expect(loadSchemas()).toBe(first); // one download for every caller
    await first;
    expect(schemasLoaded()).toBe(true);

    const refused = schema.safeParse({ name: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Enter the name.');
    expect(schema.parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
    const { z: zod } = await import('zod');
    expect(schema).toBeInstanceOf(zod.ZodObject);
  });
});

describe('zod-members.ts', () => {
  it('lists every function of zod that a browser-side source file calls', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const { zodMembers } = await import('./zod-members');
    const root = path.resolve(__dirname, '../../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
      });
    const packages = ['shared-data', 'shared-ui', 'shared-auth', 'shell', 'catalog-mfe', 'content-mfe', 'account-mfe', 'admin-mfe'];
    const called = new Set<string>();
    for (const file of packages.flatMap((name) => sources(path.join(root, name, 'src')))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z_$][\w$]*)\s*[(<]/g)) {
        // `z.infer<…>`, `z.input<…>` and `z.output<…>` are types; everything else that is called
        // (or given type arguments and called, as z.custom<T>(…)) is a function.
        if (!['infer', 'input', 'output', 'ZodType'].includes(match[1]!)) called.add(match[1]!);
      }
    }
    expect(called.size).toBeGreaterThan(10);
    expect([...called].filter((name) => !(name in zodMembers))).toEqual([]);
  });
});
