// /login — e-mail and password or Google; the `redirect` query is honoured (same-site paths only).
import { Link, useNavigate, useSearchParams } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { signInWithEmail } from 'shared-auth';
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';
import { GoogleSignInButton } from '../features/auth-forms/components/google-sign-in-button';
import { loginSchema } from '../features/auth-forms/auth-schemas';
import { redirectSignedIn, safeRedirectPath, withRedirect } from '../features/auth-forms/safe-redirect';
import '../styles.css';

function LoginPage() {
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const target = safeRedirectPath(redirectParam);
  const navigate = useNavigate();
  const done = () => navigate(target, { replace: true });
  const form = useForm({
    initialValues: { email: '', password: '' },
    schema: loginSchema,
    onSubmit: async ({ email, password }) => {
      const result = await signInWithEmail(email, password);
      if (!result.success) throw new FormError(result.error ?? 'Sign-in failed.');
      done();
    },
  });

  return (
    <section className="page page--narrow auth-page">
      <h1>Login</h1>
      <p className="auth-page__lead">Sign in to see your orders, addresses and saved cart.</p>
      <div className="card">
        <form {...form.formProps} aria-label="Sign in with e-mail">
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
          <FormStatus state={form.status} />
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={form.pending}>
              {form.pending ? 'Signing in…' : 'Sign in'}
            </button>
            <Link to={withRedirect('/forgot-password', redirectParam)}>Forgot your password?</Link>
          </div>
        </form>
        <div className="auth-page__divider" role="separator">
          or
        </div>
        <GoogleSignInButton onSignedIn={done} onError={(message) => form.setStatus({ kind: 'error', message })} />
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
