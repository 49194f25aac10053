// /forgot-password — sends a password-reset link. The answer is the same whether or not an account
// uses the address, so the page cannot be used to find out who has one.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { sendPasswordReset } from 'shared-auth';
import { FormStatus, TextField } from 'shared-ui';
import { EMAIL_PATTERN } from '../features/auth-forms/password-rules';
import { withRedirect } from '../features/auth-forms/safe-redirect';
import '../styles.css';

function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError('Enter the e-mail address of your account.');
    if (!EMAIL_PATTERN.test(address)) return setError('That e-mail address is not valid. Check it for typos.');
    setError(undefined);
    setPending(true);
    setFailure(null);
    const result = await sendPasswordReset(address);
    setPending(false);
    if (result.success || result.code === 'auth/user-not-found') {
      setSent(`If an account uses ${address}, a link to reset its password is on its way. Check your inbox (and spam folder).`);
    } else {
      setFailure(result.error ?? 'The reset e-mail could not be sent.');
    }
  };

  return (
    <section className="page page--narrow auth-page">
      <h1>Reset your password</h1>
      <div className="card">
        <form onSubmit={submit} noValidate aria-label="Send a password-reset link">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormStatus success={sent} error={failure} />
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      </div>
      <p>
        <Link to={withRedirect('/login', params.get('redirect'))}>Back to sign in</Link>
      </p>
    </section>
  );
}

const route: RouteModule = { Component: ForgotPasswordPage };

export default route;
