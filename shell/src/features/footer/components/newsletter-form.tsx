// The footer's newsletter box: a required e-mail field; a valid address is stored once and the box
// confirms, an invalid one gets a clear message.
import { useId } from 'react';
import { subscribeNewsletterInputSchema, track } from 'shared-data';
import { FormError, useForm } from 'shared-ui';
import { subscribeToNewsletter } from '../../../lib/newsletter';

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const form = useForm({
    initialValues: { email: '', source: 'footer' },
    // The callable's own schema: what it would refuse is refused here first, with its message.
    schema: subscribeNewsletterInputSchema,
    resetOnSuccess: true,
    onSubmit: async ({ email, source }) => {
      try {
        const result = await subscribeToNewsletter(email, source);
        track('form_submit', { form: 'newsletter', success: true });
        return result === 'subscribed' ? 'Thank you — you are subscribed.' : 'You are already subscribed with that address.';
      } catch (error) {
        track('form_submit', { form: 'newsletter', success: false });
        const invalid = (error as { code?: string }).code === 'functions/invalid-argument';
        throw new FormError(invalid ? (error as Error).message : 'We could not subscribe you just now. Please check your connection and try again.');
      }
    },
  });
  const { status } = form;
  const email = form.field('email');
  const message = status.kind === 'success' || status.kind === 'error' ? status.message : (email.error ?? '');

  return (
    <form className="newsletter" {...form.formProps} aria-describedby={messageId}>
      <label htmlFor={inputId} className="newsletter__label">
        Get new arrivals and offers by e-mail
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name={email.name}
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email.value}
          aria-invalid={status.kind === 'error' || email.error ? true : undefined}
          onChange={(event) => {
            email.onChange(event);
            if (status.kind === 'error') form.setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p
        id={messageId}
        className={`newsletter__message newsletter__message--${email.error ? 'error' : status.kind === 'success' ? 'done' : status.kind}`}
        role="status"
        aria-live="polite"
      >
        {message}
      </p>
    </form>
  );
}
