// The Auth emulator's REST API as the seed uses it, with the `Bearer owner` token that makes a
// request privileged (fixed uids, passwords and custom claims).
import type { DemoUser } from './demo-users';

interface AuthUserRecord {
  localId: string;
  email?: string;
  customAttributes?: string;
}

async function call<T>(authUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`Auth emulator ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as T;
}

export async function lookupUsers(authUrl: string, projectId: string, uids: readonly string[]): Promise<AuthUserRecord[]> {
  const result = await call<{ users?: AuthUserRecord[] }>(authUrl, `projects/${projectId}/accounts:lookup`, {
    localId: uids,
  });
  return result.users ?? [];
}

export interface EnsureUsersReport {
  created: string[];
  existing: string[];
}

/** Creates the demo users that do not exist yet; existing accounts are left exactly as they are. */
export async function ensureDemoUsers(
  authUrl: string,
  projectId: string,
  users: readonly DemoUser[],
  createdAt: (user: DemoUser) => Date,
): Promise<EnsureUsersReport> {
  const found = new Set(
    (
      await lookupUsers(
        authUrl,
        projectId,
        users.map((u) => u.uid),
      )
    ).map((u) => u.localId),
  );
  const missing = users.filter((user) => !found.has(user.uid));
  if (missing.length > 0) {
    const result = await call<{ error?: { index: number; message: string }[] }>(authUrl, `projects/${projectId}/accounts:batchCreate`, {
      users: missing.map((user) => ({
        localId: user.uid,
        email: user.email,
        rawPassword: user.password,
        displayName: user.displayName,
        emailVerified: true,
        createdAt: String(createdAt(user).getTime()),
        ...(user.admin ? { customAttributes: JSON.stringify({ admin: true }) } : {}),
      })),
    });
    if (result.error && result.error.length > 0) {
      const problems = result.error.map((e) => `${missing[e.index]?.email ?? e.index}: ${e.message}`).join('; ');
      throw new Error(`The Auth emulator refused to create the demo users (${problems}).`);
    }
  }
  return {
    created: missing.map((u) => u.email),
    existing: users.filter((u) => found.has(u.uid)).map((u) => u.email),
  };
}
