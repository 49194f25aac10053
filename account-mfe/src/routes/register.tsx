// /register — name, e-mail, password (its rules shown as the user types) and confirmation.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { register } from 'shared-auth';
import { FormStatus, TextField } from 'shared-ui';
import { GoogleSignInButton } from '../features/auth-forms/components/google-sign-in-button';
import { EMAIL_PATTERN, PASSWORD_RULES, unmetPasswordRules } from '../features/auth-forms/password-rules';
import { redirectSignedIn, safeRedirectPath, withRedirect } from '../features/auth-forms/safe-redirect';
import '../styles.css';

interface Errors {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

function RegisterPage() {
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const done = () => navigate(safeRedirectPath(redirectParam), { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.name.trim()) found.name = 'Enter your name.';
    else if (values.name.trim().length > 100) found.name = 'Your name can be at most 100 characters.';
    if (!values.email.trim()) found.email = 'Enter your e-mail address.';
    else if (!EMAIL_PATTERN.test(values.email.trim())) found.email = 'That e-mail address is not valid. Check it for typos.';
    const unmet = unmetPasswordRules(values.password);
    if (!values.password) found.password = 'Choose a password.';
    else if (unmet.length) found.password = `The password still needs: ${unmet.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
    if (!values.confirm) found.confirm = 'Type the password again.';
    else if (values.confirm !== values.password) found.confirm = 'The two passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    setFailure(null);
    const result = await register({ name: values.name, email: values.email, password: values.password });
    setPending(false);
    if (result.success) done();
    else setFailure(result.error ?? 'Registration failed.');
  };

  return (
    <section className="page page--narrow auth-page">
      <h1>Register</h1>
      <p className="auth-page__lead">Create an account to order, save addresses and follow your orders.</p>
      <div className="card">
        <form onSubmit={submit} noValidate aria-label="Create an account">
          <TextField label="Full name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={set('name')} />
          <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={set('password')}
            hint={
              <ul className="password-rules" aria-label="Password rules">
                {PASSWORD_RULES.map((rule) => {
                  const met = rule.test(values.password) && values.password.length > 0;
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
          <TextField
            label="Confirm password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            error={errors.confirm}
            onChange={set('confirm')}
          />
          <FormStatus error={failure} />
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <div className="auth-page__divider" role="separator">
          or
        </div>
        <GoogleSignInButton onSignedIn={done} onError={setFailure} />
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
