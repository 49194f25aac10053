// `npm run build`: production builds of every app (or `--only a,b`), one progress line per app and
// a clear error naming the app that failed.
import { allApps, isAppName, type AppName } from './lib/apps';
import { buildApp, BuildError } from './lib/build-app';
import { answerHelp } from './lib/usage';

const USAGE =
  'Usage: npm run build [-- --only app,app] [--dev] [--label name]   (apps: shell, catalog-mfe, account-mfe, content-mfe, admin-mfe; BUILD_LABEL sets the label too)';

function parseArgs(argv: string[]) {
  const only: AppName[] = [];
  let production = true;
  let label: string | undefined = process.env.BUILD_LABEL;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--only') {
      for (const name of (argv[(i += 1)] ?? '').split(',').filter(Boolean)) {
        if (!isAppName(name)) throw new Error(`Unknown app "${name}". Apps: ${allApps.join(', ')}`);
        only.push(name);
      }
    } else if (arg === '--dev') production = false;
    else if (arg === '--label') label = argv[(i += 1)];
    else throw new Error(`Unknown option "${arg}". ${USAGE}`);
  }
  return { apps: only.length ? only : [...allApps], production, label };
}

export async function buildApps(apps: AppName[], production: boolean, label?: string): Promise<void> {
  const started = performance.now();
  for (const app of apps) {
    console.log(`▸ ${app}: building browser and server bundles…`);
    const result = await buildApp(app, { production, ...(label ? { label } : {}) });
    const id = result.buildId ? ` (build ${result.buildId})` : '';
    console.log(`✓ ${app}: built in ${(result.durationMs / 1000).toFixed(1)} s${id}`);
  }
  console.log(`All ${apps.length} app(s) built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  answerHelp(process.argv.slice(2), USAGE);
  try {
    const { apps, production, label } = parseArgs(process.argv.slice(2));
    buildApps(apps, production, label).catch((error: unknown) => {
      console.error(error instanceof BuildError ? `✗ ${error.message}` : error);
      process.exit(1);
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
