// The video-call booking form (docs/product-spec.md §1, reading A): name, phone, preferred date and time,
// products of interest and a note. Validated before sending with messages next to the fields;
// stored in `videoCallRequests`; confirmed on screen; a `form_submit` event either way.
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { getBrowserAuth, getBrowserDb, useAuthUser } from 'shared-auth';
import {
  createVideoCallRequest,
  localIsoDate,
  parseProductList,
  track,
  useSiteSettings,
  validateVideoCallRequest,
  VideoCallRequestError,
  type VideoCallRequestErrors,
  type VideoCallRequestField,
  type VideoCallRequestInput,
} from 'shared-data';
import { TextField } from '../forms/text-field';
import { TextAreaField } from '../forms/textarea-field';
import './video-call.css';

export interface VideoCallRequestFormProps {
  /** Products of interest to start with (a product page passes its SKU and title). */
  products?: string[] | undefined;
  /** Where the request comes from, stored with it: `home`, `product`, … */
  source: string;
  /** Called by the confirmation's Done button. */
  onDone?: (() => void) | undefined;
  /** Sends the request; by default to the browser's database. Tests pass their own. */
  submit?: ((input: VideoCallRequestInput) => Promise<{ id: string }>) | undefined;
}

interface Confirmation {
  name: string;
  phone: string;
  when: string;
}

const FIELD_ORDER: VideoCallRequestField[] = ['name', 'phone', 'preferredDate', 'preferredTime', 'products', 'note'];

const noSubscription = () => () => undefined;
const browserToday = () => localIsoDate(new Date());
const serverToday = () => undefined;

const defaultSubmit = (input: VideoCallRequestInput) => createVideoCallRequest(getBrowserDb(), input);

function describeWhen(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0));
  const datePart = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
  const timePart = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
  return `${datePart} at ${timePart}`;
}

export function VideoCallRequestForm({ products = [], source, onDone, submit = defaultSubmit }: VideoCallRequestFormProps) {
  const settings = useSiteSettings();
  const authUser = useAuthUser();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState({
    name: authUser?.displayName ?? '',
    phone: '',
    preferredDate: '',
    preferredTime: '',
    products: products.join('\n'),
    note: '',
  });
  const [errors, setErrors] = useState<VideoCallRequestErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Today's date is the browser's; a server render (and hydration) never depends on it.
  const today = useSyncExternalStore(noSubscription, browserToday, serverToday);
  useEffect(() => {
    if (confirmation) doneRef.current?.focus();
  }, [confirmation]);

  const update = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (fieldErrors: VideoCallRequestErrors) => {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // The uid goes with the request only when the database client is signed in as that user,
    // because the rules accept only the caller's own uid.
    const signedInUid = getBrowserAuth()?.currentUser?.uid;
    const input: VideoCallRequestInput = {
      name: values.name,
      phone: values.phone,
      preferredDate: values.preferredDate,
      preferredTime: values.preferredTime,
      products: parseProductList(values.products),
      note: values.note,
      source,
      uid: authUser && signedInUid === authUser.uid ? authUser.uid : null,
    };
    const fieldErrors = validateVideoCallRequest(input, new Date());
    setErrors(fieldErrors);
    setFailure(null);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstError(fieldErrors);
      return;
    }
    setPending(true);
    try {
      await submit(input);
      track('form_submit', { form: 'video_call_request', success: true });
      setConfirmation({ name: input.name.trim(), phone: input.phone.trim(), when: describeWhen(input.preferredDate, input.preferredTime) });
    } catch (error) {
      track('form_submit', { form: 'video_call_request', success: false });
      if (error instanceof VideoCallRequestError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
        focusFirstError(error.fieldErrors);
      }
      setFailure(error instanceof Error && error.message ? error.message : 'Your request could not be sent. Please try again.');
    } finally {
      setPending(false);
    }
  };

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
    <form ref={formRef} className="video-call-form" noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      <p className="video-call-form__intro">
        Tell us when suits you and we will show you the pieces live on a video call. {settings.contact.hours ? `We call ${settings.contact.hours}.` : ''}
      </p>
      <TextField label="Your name" name="name" autoComplete="name" required maxLength={100} value={values.name} onChange={update('name')} error={errors.name} />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        hint="With country code for numbers outside India, e.g. +91 98765 43210."
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
      />
      <div className="video-call-form__row">
        <TextField
          label="Preferred date"
          name="preferredDate"
          type="date"
          required
          min={today}
          value={values.preferredDate}
          onChange={update('preferredDate')}
          error={errors.preferredDate}
        />
        <TextField
          label="Preferred time (IST)"
          name="preferredTime"
          type="time"
          required
          step={900}
          value={values.preferredTime}
          onChange={update('preferredTime')}
          error={errors.preferredTime}
        />
      </div>
      <TextAreaField
        label="Products of interest"
        name="products"
        optional
        rows={3}
        hint="One per line: a SKU, a design or a category."
        value={values.products}
        onChange={update('products')}
        error={errors.products}
      />
      <TextAreaField label="Note" name="note" optional rows={3} maxLength={1000} value={values.note} onChange={update('note')} error={errors.note} />
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Sending…' : 'Request video call'}
        </button>
      </div>
    </form>
  );
}
