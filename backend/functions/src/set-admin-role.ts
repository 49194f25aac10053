// `setAdminRole({ email, admin })`: an administrator grants or revokes the `admin` custom claim of
// another account. Claims live in Auth; every change is also appended to `adminAudit/{id}`.
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ADMIN_AUDIT, type AdminAccount, type SetAdminRoleInput, setAdminRoleInputSchema, type SetAdminRoleResult } from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';

/** Validates the callable's payload with the shared schema; the messages are shown to the administrator as they are. */
export function parseSetAdminRoleInput(data: unknown): SetAdminRoleInput {
  return parseCallableInput(setAdminRoleInputSchema, data);
}

async function findUserByEmail(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', `No account uses the email ${email}; the user must register first.`);
    }
    throw error;
  }
}

/** Counts enabled accounts with the admin claim other than `exceptUid`, stopping at `enough`. */
async function countOtherAdmins(auth: Auth, exceptUid: string, enough: number): Promise<number> {
  let count = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.uid !== exceptUid && !user.disabled && user.customClaims?.['admin'] === true) {
        count += 1;
        if (count >= enough) return count;
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return count;
}

export async function setAdminRole(request: CallableRequest<unknown>, services: { auth: Auth; db: Firestore }): Promise<SetAdminRoleResult> {
  const { auth, db } = services;
  const caller = await requireAdmin(request, auth);
  const input = parseSetAdminRoleInput(request.data);
  const target = await findUserByEmail(auth, input.email);
  const wasAdmin = target.customClaims?.['admin'] === true;
  const result: SetAdminRoleResult = { uid: target.uid, email: target.email ?? input.email, admin: input.admin };
  if (wasAdmin === input.admin) return result;

  if (!input.admin && (await countOtherAdmins(auth, target.uid, 1)) === 0) {
    throw new HttpsError(
      'failed-precondition',
      target.uid === caller.uid
        ? 'You are the only administrator: make another account an admin before removing your own admin role.'
        : `${result.email} is the only administrator left; make another account an admin first.`,
    );
  }

  // The audit record is written first so that no role change can exist without one.
  const batch = db.batch();
  const auditId = recordAdminChange(batch, db, caller, {
    action: input.admin ? 'role.grant' : 'role.revoke',
    target: `users/${target.uid}`,
    summary: input.admin ? `Made ${result.email} an administrator` : `Removed the administrator role of ${result.email}`,
    changes: { admin: { from: wasAdmin, to: input.admin } },
  });
  await batch.commit();
  const auditRef = db.collection(ADMIN_AUDIT).doc(auditId);
  const claims: Record<string, unknown> = { ...(target.customClaims ?? {}) };
  if (input.admin) claims['admin'] = true;
  else delete claims['admin'];
  try {
    await auth.setCustomUserClaims(target.uid, claims);
  } catch (error) {
    await auditRef.delete().catch(() => undefined);
    throw error;
  }
  return result;
}

const isoOrEmpty = (value: string | undefined) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '');

/** `listAdmins()`: the accounts with the admin claim, for Admin Users (admins only). */
export async function listAdmins(request: CallableRequest<unknown>, auth: Auth): Promise<{ admins: AdminAccount[] }> {
  await requireAdmin(request, auth);
  if (request.data !== null && request.data !== undefined && (typeof request.data !== 'object' || Object.keys(request.data as object).length > 0)) {
    throw new HttpsError('invalid-argument', 'listAdmins takes no arguments.');
  }
  const admins: AdminAccount[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.['admin'] !== true) continue;
      admins.push({
        uid: user.uid,
        email: user.email ?? '',
        displayName: user.displayName ?? '',
        disabled: user.disabled,
        lastSignIn: isoOrEmpty(user.metadata.lastSignInTime),
        createdAt: isoOrEmpty(user.metadata.creationTime),
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { admins: admins.sort((a, b) => a.email.localeCompare(b.email)) };
}
