// The signed-in administrator as the author of a change (for the audit record).
import { useAuthUser } from 'shared-auth';
import type { Actor } from 'shared-data/admin';

export function useAdminActor(): Actor | null {
  const user = useAuthUser();
  return user ? { uid: user.uid, email: user.email } : null;
}
