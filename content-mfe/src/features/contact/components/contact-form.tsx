// The contact form: name, e-mail, optional phone, subject and message, validated before sending
// with messages next to the fields; sent through the `sendContactMessage` callable to `messages`,
// the admin's support inbox. A honeypot field and a per-browser courtesy limit keep casual spam out;
// the function's per-client limit and App Check keep out the rest. A `form_submit` event either way.
import { useId, useState, useSyncExternalStore } from 'react';
import { callFunction } from 'shared-auth';
import { track } from 'shared-data';
import { contactMessageInputSchema, ContactMessageError, MESSAGE_LIMITS, sendContactMessage, type ContactMessageInput } from 'shared-data/shopper';
import { FormError, FormStatus, TextAreaField, TextField, useForm } from 'shared-ui';
import { checkContactRateLimit, describeWait, recordContactMessageSent } from '../api/rate-limit';

export interface ContactFormProps {
  /** Sends the message; by default through the `sendContactMessage` callable. Tests pass their own. */
  send?: (input: ContactMessageInput) => Promise<{ id: string }>;
  /** For the rate-limit message. */
  fallbackEmail?: string;
  /** Prefilled values (the signed-in customer's name and e-mail). */
  initial?: { name?: string; email?: string };
}

const EMPTY: ContactMessageInput & { phone: string } = { name: '', email: '', phone: '', subject: '', message: '' };

const defaultSend = (input: ContactMessageInput) => sendContactMessage(callFunction, input);
const noSubscription = () => () => undefined;

export function ContactForm({ send = defaultSend, fallbackEmail, initial }: ContactFormProps) {
  const trapId = useId();
  // Until the page has hydrated, a submit would be a plain GET with the message in the address.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [trap, setTrap] = useState('');
  const form = useForm<ContactMessageInput & { phone: string }>({
    initialValues: { ...EMPTY, name: initial?.name ?? '', email: initial?.email ?? '' },
    schema: contactMessageInputSchema,
    resetOnSuccess: true,
    onSubmit: async (_message, values) => {
      const thanks = `Thank you, ${values.name.trim()}. Your message has been sent; we reply within one working day.`;
      // A filled honeypot is a bot: it gets the same answer and nothing is stored.
      if (trap) return thanks;
      const limit = checkContactRateLimit();
      if (!limit.allowed) {
        throw new FormError(
          `You have already sent several messages in the last few minutes. Please wait ${describeWait(limit.retryAfterMs)} before sending another${
            fallbackEmail ? `, or e-mail us at ${fallbackEmail}` : ''
          }.`,
        );
      }
      try {
        await send(values);
      } catch (error) {
        track('form_submit', { form: 'contact', success: false });
        throw new FormError(error instanceof ContactMessageError ? error.message : 'Your message could not be sent. Please try again.');
      }
      recordContactMessageSent();
      track('form_submit', { form: 'contact', success: true });
      return thanks;
    },
  });

  return (
    <form className="contact-form" {...form.formProps} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <TextField label="Name" autoComplete="name" required maxLength={MESSAGE_LIMITS.name} {...form.field('name')} />
      <TextField label="E-mail" type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" optional maxLength={20} {...form.field('phone')} />
      <TextField label="Subject" required maxLength={MESSAGE_LIMITS.subject} {...form.field('subject')} />
      <TextAreaField
        label="Message"
        required
        rows={6}
        maxLength={MESSAGE_LIMITS.messageMax}
        hint={`At least ${MESSAGE_LIMITS.messageMin} characters.`}
        {...form.field('message')}
      />
      {/* The honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
      </div>
      <FormStatus state={form.status} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={!hydrated || form.pending}>
          {form.pending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
