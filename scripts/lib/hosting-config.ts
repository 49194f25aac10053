// Where a remote goes on Firebase Hosting, read as firebase-tools reads it: backend/firebase.json's
// `hosting` array names one target per remote (with the headers its versions are served with),
// backend/.firebaserc maps a project alias to the project and, per project, each target to its site
// (what `firebase use --add` and `firebase target:apply hosting <target> <site>` write).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './apps';
import { DeployError } from './deploy';

export const FIREBASE_JSON = path.join(repoRoot, 'backend', 'firebase.json');
export const FIREBASERC = path.join(repoRoot, 'backend', '.firebaserc');
/** firebase-tools' default: the real API. FIREBASE_HOSTING_API_URL points it (and us) elsewhere. */
export const GOOGLE_HOSTING_API = 'https://firebasehosting.googleapis.com';

export interface HostingTargetConfig {
  target: string;
  headers?: Array<{ source?: string; glob?: string; regex?: string; headers: Array<{ key: string; value: string }> }>;
  [key: string]: unknown;
}

interface Firebaserc {
  projects?: Record<string, string>;
  targets?: Record<string, { hosting?: Record<string, string[]> }>;
}

async function readJson<T>(file: string): Promise<T> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new DeployError(`${path.relative(repoRoot, file)} is missing: it says where the remotes are deployed on Firebase Hosting.`);
  });
  return JSON.parse(text) as T;
}

/** firebase.json's Hosting entry whose target is the remote's name. */
export async function hostingTargetConfig(remote: string, file = FIREBASE_JSON): Promise<HostingTargetConfig> {
  const { hosting } = await readJson<{ hosting?: HostingTargetConfig | HostingTargetConfig[] }>(file);
  const entry = (Array.isArray(hosting) ? hosting : hosting ? [hosting] : []).find((config) => config.target === remote);
  if (!entry)
    throw new DeployError(
      `${path.relative(repoRoot, file)} has no Hosting entry with "target": "${remote}": add one (with the remote's cache headers) as the other remotes have.`,
    );
  if ('public' in entry || 'source' in entry) {
    throw new DeployError(
      `The Hosting target ${remote} in ${path.relative(repoRoot, file)} names a public folder: remove it, or \`firebase deploy\` would replace the remote's builds and current.json with that folder.`,
    );
  }
  return entry;
}

/** A project alias of .firebaserc (e.g. production), or a project id; none given is its default. */
export async function resolveProject(aliasOrId: string | undefined, file = FIREBASERC): Promise<string> {
  const rc = await readJson<Firebaserc>(file);
  const name = aliasOrId ?? 'default';
  const project = rc.projects?.[name] ?? aliasOrId;
  if (!project) throw new DeployError(`Name the Firebase project with --project (an id, or an alias of ${path.relative(repoRoot, file)}).`);
  return project;
}

/** The site `firebase target:apply hosting <remote> <site>` tied to the remote's target in the project. */
export async function resolveSite(project: string, remote: string, explicit: string | undefined, file = FIREBASERC): Promise<string> {
  if (explicit) return explicit;
  const sites = (await readJson<Firebaserc>(file)).targets?.[project]?.hosting?.[remote] ?? [];
  if (sites.length === 1) return sites[0] as string;
  if (sites.length > 1)
    throw new DeployError(
      `The Hosting target ${remote} is tied to several sites in project ${project} (${sites.join(', ')}); one is allowed: firebase target:clear hosting ${remote} --project ${project}, then apply one.`,
    );
  throw new DeployError(
    `The Hosting target ${remote} is not tied to a site in project ${project}. Once, in backend/: npx firebase target:apply hosting ${remote} <site> --project ${project} ` +
      `(shell/service.yaml assumes the site ${project}-${remote}), and commit .firebaserc; or pass --site <site>.`,
  );
}

/** Whether the API the deploy talks to is Google's (rather than a simulator or an emulator). */
export function isGoogleApi(origin: string): boolean {
  return new URL(origin).protocol === 'https:';
}
