import path from 'node:path';
import webpack from 'webpack';
import { loadAppConfigs } from '/work/main/scripts/lib/build-app';
const app = (process.argv[2] ?? 'shell') as 'shell';
const [client] = loadAppConfigs(app, '/tmp/analyze-out', { production: true });
webpack(client!).run((err, stats) => {
  if (err || !stats) throw err;
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, assets: true });
  const rows: Array<[string, number, string]> = [];
  for (const chunk of json.chunks ?? []) {
    const files = (chunk.files ?? []).filter((f) => f.endsWith('.js')).join(',');
    const mods = (chunk.modules ?? []).map((m) => [String(m.name), m.size ?? 0] as const).sort((a, b) => b[1] - a[1]);
    rows.push([files, chunk.size ?? 0, mods.slice(0, 6).map(([n, s]) => `${n.replace(/^.*node_modules\//, 'nm/').slice(0, 70)}:${(s / 1024).toFixed(0)}K`).join(' | ')]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  for (const [f, s, m] of rows.slice(0, 25)) console.log(`${(s / 1024).toFixed(0).padStart(5)}K ${f}\n        ${m}`);
});
