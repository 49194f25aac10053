// The video-call booking form (docs/product-spec.md §1, reading A): name, phone, preferred date and time,
// products of interest and a note. Validated before sending with messages next to the fields;
// sent through the `requestVideoCall` callable to `videoCallRequests` (the function adds the
// signed-in caller's uid); confirmed on screen; a `form_submit` event either way.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callFunction, useAuthUser } from 'shared-auth';
import { localIsoDate, track, useSiteSettings } from 'shared-data';
import { sendVideoCallRequest, videoCallRequestInputSchema, VideoCallRequestError, type VideoCallRequestInput } from 'shared-data/shopper';
import { TextField } from '../forms/text-field';
import { TextAreaField } from '../forms/textarea-field';
import { FormError, useForm } from '../forms/use-form';
import './video-call.css';
import { formatSlot } from 'shared-data/dates';

export interface VideoCallRequestFormProps {
  /** Products of interest to start with (a product page passes its SKU and title). */
  products?: string[] | undefined;
  /** Where the request comes from, stored with it: `home`, `product`, … */
  source: string;
  /** Called by the confirmation's Done button. */
  onDone?: (() => void) | undefined;
  /** Sends the request; by default through the `requestVideoCall` callable. Tests pass their own. */
  submit?: ((input: VideoCallRequestInput) => Promise<{ id: string }>) | undefined;
}

interface Confirmation {
  name: string;
  phone: string;
  when: string;
}

const noSubscription = () => () => undefined;
const browserToday = () => localIsoDate(new Date());
const serverToday = () => undefined;

const defaultSubmit = (input: VideoCallRequestInput) => sendVideoCallRequest(callFunction, input);

export function VideoCallRequestForm({ products = [], source, onDone, submit = defaultSubmit }: VideoCallRequestFormProps) {
  const settings = useSiteSettings();
  const authUser = useAuthUser();
  const doneRef = useRef<HTMLButtonElement>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Today's date is the browser's; a server render (and hydration) never depends on it.
  const today = useSyncExternalStore(noSubscription, browserToday, serverToday);
  useEffect(() => {
    if (confirmation) doneRef.current?.focus();
  }, [confirmation]);

  const form = useForm({
    initialValues: { name: authUser?.displayName ?? '', phone: '', preferredDate: '', preferredTime: '', products: products.join('\n'), note: '' },
    // Checked against the moment of submitting: no date or time already gone.
    schema: () => videoCallRequestInputSchema(new Date()),
    errorMessage: () => 'Your request could not be sent. Please try again.',
    onSubmit: async (request) => {
      const input: VideoCallRequestInput = {
        name: request.name,
        phone: request.phone,
        preferredDate: request.preferredDate,
        preferredTime: request.preferredTime,
        products: request.products ?? [],
        note: request.note ?? '',
        source,
      };
      try {
        await submit(input);
      } catch (error) {
        track('form_submit', { form: 'video_call_request', success: false });
        if (error instanceof VideoCallRequestError) throw new FormError(error.message, error.fieldErrors);
        throw error;
      }
      track('form_submit', { form: 'video_call_request', success: true });
      setConfirmation({ name: input.name, phone: input.phone, when: formatSlot(input.preferredDate, input.preferredTime) });
    },
  });

  if (confirmation) {
    return (
      <div className="video-call-confirmation">
        <div role="status">
          <p className="video-call-confirmation__title">Thank you, {confirmation.name}. Your video call request has been received.</p>
          <p>
            We will call you on {confirmation.phone} to confirm {confirmation.when}.
          </p>
        </div>
        {onDone ? (
          <button ref={doneRef} type="button" className="button button--primary" onClick={onDone}>
            Done
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form className="video-call-form" {...form.formProps} aria-busy={form.pending || undefined}>
      <p className="video-call-form__intro">
        Tell us when suits you and we will show you the pieces live on a video call. {settings.contact.hours ? `We call ${settings.contact.hours}.` : ''}
      </p>
      <TextField label="Your name" autoComplete="name" required maxLength={100} {...form.field('name')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        hint="With country code for numbers outside India, e.g. +91 98765 43210."
        {...form.field('phone')}
      />
      <div className="video-call-form__row">
        <TextField label="Preferred date" type="date" required min={today} {...form.field('preferredDate')} />
        <TextField label="Preferred time (IST)" type="time" required step={900} {...form.field('preferredTime')} />
      </div>
      <TextAreaField label="Products of interest" optional rows={3} hint="One per line: a SKU, a design or a category." {...form.field('products')} />
      <TextAreaField label="Note" optional rows={3} maxLength={1000} {...form.field('note')} />
      {form.status.kind === 'error' ? (
        <p className="form-status form-status--error" role="alert">
          {form.status.message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Sending…' : 'Request video call'}
        </button>
      </div>
    </form>
  );
}
