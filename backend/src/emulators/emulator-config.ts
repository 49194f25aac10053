// The firebase.json the emulators run with: backend/firebase.json itself when the default ports
// are wanted, otherwise a copy in the run folder with the chosen ports and the functions source
// pointing back at backend/functions.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

export interface EmulatorPorts {
  auth: number;
  functions: number;
}

/**
 * Ports of the CLI's helpers. By default each instance picks the first free port from 4400 (hub),
 * 4500 (logging), 9299 (Eventarc), 9499 (Cloud Tasks) and binds some of them seconds later, so two
 * instances started together can pick the same one and the slower crashes with EADDRINUSE.
 */
export interface HelperPorts {
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}

interface FirebaseJson {
  functions?: unknown;
  emulators?: Record<string, unknown>;
}

function configuredPort(config: FirebaseJson, name: string): number | undefined {
  const entry = config.emulators?.[name] as { port?: unknown } | undefined;
  return typeof entry?.port === 'number' ? entry.port : undefined;
}

export function emulatorConfigPath(options: {
  baseConfigPath: string;
  runDir: string;
  host: string;
  ports: EmulatorPorts;
  /** Pinned in the copy, so that concurrent instances (tests beside a developer's backend) never collide. */
  helperPorts?: HelperPorts;
}): string {
  let base: FirebaseJson;
  try {
    base = JSON.parse(readFileSync(options.baseConfigPath, 'utf8')) as FirebaseJson;
  } catch (error) {
    throw new StartupError('invalid-configuration', `${options.baseConfigPath} could not be read as JSON (${(error as Error).message}); fix or restore it.`, {
      cause: error,
    });
  }
  if (configuredPort(base, 'auth') === options.ports.auth && configuredPort(base, 'functions') === options.ports.functions) {
    return options.baseConfigPath;
  }
  const baseDir = path.dirname(options.baseConfigPath);
  const functions = (Array.isArray(base.functions) ? base.functions : [base.functions]).map((entry) => {
    const cfg = { ...(entry as Record<string, unknown>) };
    // The CLI joins the source onto the config's folder, so it must be relative to the run folder.
    cfg['source'] = path.relative(options.runDir, path.resolve(baseDir, String(cfg['source'] ?? 'functions')));
    delete cfg['predeploy'];
    return cfg;
  });
  const config = {
    functions,
    emulators: {
      ...base.emulators,
      auth: { host: options.host, port: options.ports.auth },
      functions: { host: options.host, port: options.ports.functions },
      ...(options.helperPorts
        ? {
            hub: { host: options.host, port: options.helperPorts.hub },
            logging: { host: options.host, port: options.helperPorts.logging },
            eventarc: { host: options.host, port: options.helperPorts.eventarc },
            tasks: { host: options.host, port: options.helperPorts.tasks },
          }
        : {}),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = path.join(options.runDir, 'firebase.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}
