// Makes an existing account an administrator: how a freshly deployed project gets its first admin
// (setAdminRole itself only answers admins). Run on a trusted machine:
//   gcloud auth application-default login
//   npx tsx src/cli/grant-admin.ts --project <firebase-project-id> --email owner@yourshop.in
// With FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 it changes the local Auth emulator instead.
import { initializeApp, deleteApp, applicationDefault } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface GrantAdminResult {
  uid: string;
  email: string;
  /** False when the account already had the admin claim. */
  changed: boolean;
}

export async function grantAdminRole(auth: Auth, email: string): Promise<GrantAdminResult> {
  const normalized = email.trim().toLowerCase();
  let user;
  try {
    user = await auth.getUserByEmail(normalized);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new Error(`No account uses the email ${normalized}: register it on the site first (or create it in the Firebase console), then run this again.`);
    }
    throw error;
  }
  if (user.customClaims?.['admin'] === true) return { uid: user.uid, email: normalized, changed: false };
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  return { uid: user.uid, email: normalized, changed: true };
}

function argument(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

const USAGE = 'Usage: npx tsx src/cli/grant-admin.ts --project <firebase-project-id> --email <email>';

async function main(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const projectId = argument(argv, '--project');
  const email = argument(argv, '--email');
  if (!projectId || !email) {
    throw new Error(USAGE);
  }
  const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (projectId.startsWith('demo-') && !emulator) {
    throw new Error(`${projectId} is an offline demo project: set FIREBASE_AUTH_EMULATOR_HOST to the running Auth emulator (e.g. 127.0.0.1:9099).`);
  }
  const app = initializeApp(emulator ? { projectId } : { projectId, credential: applicationDefault() }, 'grant-admin');
  try {
    const result = await grantAdminRole(getAuth(app), email);
    console.log(
      result.changed
        ? `${result.email} (${result.uid}) is now an administrator of ${projectId}. They must sign out and in again (or wait up to an hour) for the claim to reach their ID token.`
        : `${result.email} (${result.uid}) already was an administrator of ${projectId}; nothing changed.`,
    );
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1]?.endsWith('grant-admin.ts')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
