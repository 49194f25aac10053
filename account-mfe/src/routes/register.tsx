// /register — name, e-mail, password (its rules shown as the user types) and confirmation.
import { Link, useNavigate, useSearchParams } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { register } from 'shared-auth';
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';
import { GoogleSignInButton } from '../features/auth-forms/components/google-sign-in-button';
import { registerSchema } from '../features/auth-forms/auth-schemas';
import { PASSWORD_RULES } from '../features/auth-forms/password-rules';
import { redirectSignedIn, safeRedirectPath, withRedirect } from '../features/auth-forms/safe-redirect';
import '../styles.css';

function RegisterPage() {
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const navigate = useNavigate();
  const done = () => navigate(safeRedirectPath(redirectParam), { replace: true });
  const form = useForm({
    initialValues: { name: '', email: '', password: '', confirm: '' },
    schema: registerSchema,
    onSubmit: async ({ name, email, password }) => {
      const result = await register({ name, email, password });
      if (!result.success) throw new FormError(result.error ?? 'Registration failed.');
      done();
    },
  });
  const password = form.values.password;

  return (
    <section className="page page--narrow auth-page">
      <h1>Register</h1>
      <p className="auth-page__lead">Create an account to order, save addresses and follow your orders.</p>
      <div className="card">
        <form {...form.formProps} aria-label="Create an account">
          <TextField label="Full name" autoComplete="name" {...form.field('name')} />
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
            hint={
              <ul className="password-rules" aria-label="Password rules">
                {PASSWORD_RULES.map((rule) => {
                  const met = rule.test(password) && password.length > 0;
                  return (
                    <li key={rule.id} className={met ? 'password-rules__met' : undefined}>
                      <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
                      <span className="visually-hidden">{met ? ' — done' : ' — not yet'}</span>
                    </li>
                  );
                })}
              </ul>
            }
          />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirm')} />
          <FormStatus state={form.status} />
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <div className="auth-page__divider" role="separator">
          or
        </div>
        <GoogleSignInButton onSignedIn={done} onError={(message) => form.setStatus({ kind: 'error', message })} />
      </div>
      <p>
        Already have an account? <Link to={withRedirect('/login', redirectParam)}>Sign in</Link>
      </p>
    </section>
  );
}

const route: RouteModule = {
  loader: redirectSignedIn,
  Component: RegisterPage,
};

export default route;
