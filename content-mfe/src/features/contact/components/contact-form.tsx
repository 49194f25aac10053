// The contact form: name, e-mail, optional phone, subject and message, validated before sending
// with messages next to the fields; stored in `messages` for the admin's support inbox. A honeypot
// field and a per-browser rate limit keep spam out; a `form_submit` event either way.
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { getBrowserDb } from 'shared-auth';
import { track } from 'shared-data';
import { TextAreaField, TextField } from 'shared-ui';
import {
  ContactMessageError,
  createContactMessage,
  MESSAGE_LIMITS,
  validateContactMessage,
  type ContactMessageErrors,
  type ContactMessageField,
  type ContactMessageInput,
} from '../../../lib/messages';
import { checkContactRateLimit, describeWait, recordContactMessageSent } from '../api/rate-limit';

export interface ContactFormProps {
  /** Sends the message; by default to the browser's database. Tests pass their own. */
  send?: (input: ContactMessageInput) => Promise<{ id: string }>;
  /** For the rate-limit message. */
  fallbackEmail?: string;
  /** Prefilled values (the signed-in customer's name and e-mail). */
  initial?: { name?: string; email?: string };
}

const EMPTY: ContactMessageInput & { phone: string } = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELD_ORDER: ContactMessageField[] = ['name', 'email', 'phone', 'subject', 'message'];

const defaultSend = (input: ContactMessageInput) => createContactMessage(getBrowserDb(), input);
const noSubscription = () => () => undefined;

export function ContactForm({ send = defaultSend, fallbackEmail, initial }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const trapId = useId();
  // Until the page has hydrated, a submit would be a plain GET with the message in the address.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [values, setValues] = useState({ ...EMPTY, name: initial?.name ?? '', email: initial?.email ?? '' });
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<ContactMessageErrors>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const update = (field: ContactMessageField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    const fieldErrors = validateContactMessage(values);
    setErrors(fieldErrors);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const thanks = `Thank you, ${values.name.trim()}. Your message has been sent; we reply within one working day.`;
    // A filled honeypot is a bot: it gets the same answer and nothing is stored.
    if (trap) {
      setValues(EMPTY);
      setOutcome({ ok: true, text: thanks });
      return;
    }
    const limit = checkContactRateLimit();
    if (!limit.allowed) {
      setOutcome({
        ok: false,
        text: `You have already sent several messages in the last few minutes. Please wait ${describeWait(limit.retryAfterMs)} before sending another${
          fallbackEmail ? `, or e-mail us at ${fallbackEmail}` : ''
        }.`,
      });
      return;
    }
    setPending(true);
    try {
      await send(values);
      recordContactMessageSent();
      track('form_submit', { form: 'contact', success: true });
      setValues(EMPTY);
      setOutcome({ ok: true, text: thanks });
    } catch (error) {
      track('form_submit', { form: 'contact', success: false });
      setOutcome({
        ok: false,
        text: error instanceof ContactMessageError ? error.message : 'Your message could not be sent. Please try again.',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <TextField label="Name" name="name" autoComplete="name" required maxLength={MESSAGE_LIMITS.name} value={values.name} onChange={update('name')} error={errors.name} />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={values.email}
        onChange={update('email')}
        error={errors.email}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        optional
        maxLength={20}
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
      />
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={MESSAGE_LIMITS.subject}
        value={values.subject}
        onChange={update('subject')}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        maxLength={MESSAGE_LIMITS.messageMax}
        hint={`At least ${MESSAGE_LIMITS.messageMin} characters.`}
        value={values.message}
        onChange={update('message')}
        error={errors.message}
      />
      {/* The honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
      </div>
      {outcome && !outcome.ok ? (
        <p className="form-status form-status--error" role="alert">
          {outcome.text}
        </p>
      ) : (
        <p className="form-status form-status--success" role="status">
          {outcome?.text ?? ''}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={!hydrated || pending}>
          {pending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
