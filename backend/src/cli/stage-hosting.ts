// Hosting predeploy step (firebase.json): copies the shell's client build into
// backend/.firebase/hosting-public. firebase-tools refuses a `public` folder outside the folder of
// firebase.json ("../shell/dist/client is outside of project directory"), so the files are staged.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHELL_CLIENT_BUILD = path.resolve(backendDir, '..', 'shell', 'dist', 'client');
export const HOSTING_PUBLIC = path.join(backendDir, '.firebase', 'hosting-public');

export function stageHosting(source = SHELL_CLIENT_BUILD, target = HOSTING_PUBLIC): void {
  if (!existsSync(source)) {
    throw new Error(`${source} does not exist: build the apps first ("npm run build" at the repository root).`);
  }
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    stageHosting();
    console.log(`Staged ${SHELL_CLIENT_BUILD} → ${HOSTING_PUBLIC}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
