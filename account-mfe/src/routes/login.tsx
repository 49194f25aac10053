// /login — e-mail and password or Google; the `redirect` query is honoured (same-site paths only).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { signInWithEmail } from 'shared-auth';
import { FormStatus, TextField } from 'shared-ui';
import { GoogleSignInButton } from '../features/auth-forms/components/google-sign-in-button';
import { EMAIL_PATTERN } from '../features/auth-forms/password-rules';
import { redirectSignedIn, safeRedirectPath, withRedirect } from '../features/auth-forms/safe-redirect';
import '../styles.css';

function LoginPage() {
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const target = safeRedirectPath(redirectParam);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const done = () => navigate(target, { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!email.trim()) found.email = 'Enter your e-mail address.';
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = 'That e-mail address is not valid. Check it for typos.';
    if (!password) found.password = 'Enter your password.';
    setErrors(found);
    if (found.email || found.password) return;
    setPending(true);
    setFailure(null);
    const result = await signInWithEmail(email, password);
    setPending(false);
    if (result.success) done();
    else setFailure(result.error ?? 'Sign-in failed.');
  };

  return (
    <section className="page page--narrow auth-page">
      <h1>Login</h1>
      <p className="auth-page__lead">Sign in to see your orders, addresses and saved cart.</p>
      <div className="card">
        <form onSubmit={submit} noValidate aria-label="Sign in with e-mail">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormStatus error={failure} />
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Signing in…' : 'Sign in'}
            </button>
            <Link to={withRedirect('/forgot-password', redirectParam)}>Forgot your password?</Link>
          </div>
        </form>
        <div className="auth-page__divider" role="separator">
          or
        </div>
        <GoogleSignInButton onSignedIn={done} onError={setFailure} />
      </div>
      <p>
        New here? <Link to={withRedirect('/register', redirectParam)}>Create an account</Link>
      </p>
    </section>
  );
}

const route: RouteModule = {
  loader: redirectSignedIn,
  Component: LoginPage,
};

export default route;
