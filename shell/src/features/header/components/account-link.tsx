// The header's account entry: "Login" (coming back to this page afterwards) or "My Account".
import { Link, useLocation } from 'shared-router';
import { useAuthUser, useIsAdmin } from 'shared-auth';

export function AccountLink() {
  const user = useAuthUser();
  const admin = useIsAdmin();
  const location = useLocation();
  if (user) {
    return (
      <>
        {admin ? (
          <Link className="button" to="/admin">
            Admin
          </Link>
        ) : null}
        <Link className="button" to="/account" title={`Signed in as ${user.email}`}>
          My Account
        </Link>
      </>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const onAuthPage = ['/login', '/register', '/forgot-password'].includes(location.pathname);
  return (
    <Link className="button" to={onAuthPage || here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`}>
      Login
    </Link>
  );
}
