// The cart store's CartSync wired to the signed-in user: mount once in a layout (the shell does;
// the catalogue's cart pages do too, for hosts without the shell). Renders nothing.
import { loadBrowserDb, useAuthLoading, useAuthUser } from 'shared-auth';
import { CartSync } from 'shared-data';

export function AuthCartSync() {
  const user = useAuthUser();
  const loading = useAuthLoading();
  return <CartSync uid={user?.uid ?? null} authLoading={loading} loadDb={loadBrowserDb} />;
}
