// The footer's newsletter box: a required e-mail field; a valid address is stored once and the box
// confirms, an invalid one gets a clear message.
import { useId, useState, type FormEvent } from 'react';
import { track } from 'shared-data';
import { NEWSLETTER_EMAIL_PATTERN, normalizeNewsletterEmail, subscribeToNewsletter } from '../../../lib/newsletter';

type Status =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = normalizeNewsletterEmail(email);
    if (!address) {
      setStatus({ kind: 'error', message: 'Enter your e-mail address to subscribe.' });
      return;
    }
    if (!NEWSLETTER_EMAIL_PATTERN.test(address) || address.length > 254) {
      setStatus({ kind: 'error', message: 'That does not look like an e-mail address — check it and try again.' });
      return;
    }
    setStatus({ kind: 'pending' });
    try {
      const result = await subscribeToNewsletter(address, 'footer');
      setEmail('');
      setStatus({
        kind: 'done',
        message: result === 'subscribed' ? 'Thank you — you are subscribed.' : 'You are already subscribed with that address.',
      });
      track('form_submit', { form: 'newsletter', success: true });
    } catch (error) {
      const invalid = (error as { code?: string }).code === 'functions/invalid-argument';
      setStatus({
        kind: 'error',
        message: invalid ? (error as Error).message : 'We could not subscribe you just now. Please check your connection and try again.',
      });
      track('form_submit', { form: 'newsletter', success: false });
    }
  };

  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-describedby={messageId}>
      <label htmlFor={inputId} className="newsletter__label">
        Get new arrivals and offers by e-mail
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={status.kind === 'error'}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind === 'error') setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className="button button--primary" disabled={status.kind === 'pending'}>
          {status.kind === 'pending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className={`newsletter__message newsletter__message--${status.kind}`} role="status" aria-live="polite">
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
