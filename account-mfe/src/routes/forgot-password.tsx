// /forgot-password — sends a password-reset link. The answer is the same whether or not an account
// uses the address, so the page cannot be used to find out who has one.
import { Link, useSearchParams } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { sendPasswordReset } from 'shared-auth';
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';
import { passwordResetSchema } from '../features/auth-forms/auth-schemas';
import { withRedirect } from '../features/auth-forms/safe-redirect';
import '../styles.css';

function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const form = useForm({
    initialValues: { email: '' },
    schema: passwordResetSchema,
    onSubmit: async ({ email }) => {
      const result = await sendPasswordReset(email);
      if (!result.success && result.code !== 'auth/user-not-found') throw new FormError(result.error ?? 'The reset e-mail could not be sent.');
      return `If an account uses ${email}, a link to reset its password is on its way. Check your inbox (and spam folder).`;
    },
  });

  return (
    <section className="page page--narrow auth-page">
      <h1>Reset your password</h1>
      <div className="card">
        <form {...form.formProps} aria-label="Send a password-reset link">
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
          <FormStatus state={form.status} />
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? 'Sending…' : 'Send reset link'}
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
