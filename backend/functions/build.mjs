// `npm run build`: bundles src/index.ts into lib/index.js with esbuild. Every backend start builds
// (backend/src/cli/build-functions.ts), and two may start at once (the end-to-end shards, the unit
// tests' workers). The bundle is written beside lib/index.js and renamed over it, so a process
// loading it (the Functions emulator, the callable host) reads the old file or the new one, never
// a half-written one: a shard's callable host once loaded an empty file and served 0 functions.
import { build } from 'esbuild';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(dir, 'lib', 'index.js');
const written = `${target}.${process.pid}.tmp`;

try {
  await build({
    entryPoints: [path.join(dir, 'src', 'index.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Installed beside the functions when deployed (package.json's dependencies).
    external: ['firebase-admin', 'firebase-functions', 'nodemailer', 'qrcode-generator', 'zod'],
    outfile: written,
    logLevel: 'warning',
  });
  renameSync(written, target);
} catch {
  // esbuild has printed what failed.
  rmSync(written, { force: true });
  process.exitCode = 1;
}
