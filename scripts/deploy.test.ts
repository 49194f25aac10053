// `npm run deploy -- <remote> --target hosting` refuses, before touching anything, what would go
// wrong against Google's API: the local demo project, and a machine without credentials (the
// message says which credentials to give). Run as a team runs it, in a child process.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/apps';

let home: string;

beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), 'deploy-cli-home-'));
});

afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

function deploy(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !['FIREBASE_HOSTING_API_URL', 'GOOGLE_OAUTH_ACCESS_TOKEN', 'GOOGLE_APPLICATION_CREDENTIALS'].includes(name)),
  );
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repoRoot, 'scripts', 'deploy.ts'), ...args],
      // A home of its own: no `firebase login` session or gcloud credentials of the person running the tests.
      { cwd: repoRoot, env: { ...clean, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), METADATA_SERVER_DETECTION: 'none', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('npm run deploy -- <remote> --target hosting', () => {
  it("refuses the local demo project against Google's API, and says how to name a project or use the simulator", async () => {
    const refused = await deploy(['catalog', '--target', 'hosting', '--status']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('demo-silver-shop is the local demo project');
    expect(refused.output).toContain('npm run hosting-sim');
  });

  it('without Google credentials, names the ones it takes and changes nothing', async () => {
    const refused = await deploy(['catalog', '--target', 'hosting', '--project', 'my-project', '--site', 'my-project-catalog', '--status'], {
      GOOGLE_APPLICATION_CREDENTIALS: path.join(home, 'no-such-key.json'),
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('No Google credentials to deploy to Firebase Hosting');
    expect(refused.output).toContain('GOOGLE_APPLICATION_CREDENTIALS');
    expect(refused.output).toContain('Nothing was changed.');
  });

  it("keeps each target's options apart", async () => {
    expect((await deploy(['catalog', '--target', 'hosting', '--dir', '/tmp/x', '--status'])).output).toContain('--dir is for --target local.');
    expect((await deploy(['catalog', '--target', 'local', '--project', 'p', '--status'])).output).toContain('--project and --site are for --target hosting.');
    expect((await deploy(['catalog', '--target', 'cloud'])).output).toContain(
      "Targets: local (the remotes' local deployments), hosting (the remote's Firebase Hosting site).",
    );
  });
});
