// E-mail preferences: order updates, promotions and the newsletter (all on by default).
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'shared-router';
import { DEFAULT_EMAIL_PREFERENCES, updateEmailPreferences, type EmailPreferences } from 'shared-auth';
import { FormStatus } from 'shared-ui';

const options: Array<{ key: keyof EmailPreferences; label: string; hint: string }> = [
  { key: 'orderUpdates', label: 'Order updates', hint: 'Confirmation, dispatch and delivery of your orders.' },
  { key: 'promotions', label: 'Promotions', hint: 'Offers and new collections.' },
  { key: 'newsletter', label: 'Newsletter', hint: 'Glam Buzz stories and trends, about once a month.' },
];

export function EmailPreferencesSection({ preferences }: { preferences: EmailPreferences | null }) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState<EmailPreferences>(preferences ?? DEFAULT_EMAIL_PREFERENCES);
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await updateEmailPreferences(values);
    setPending(false);
    setStatus(result.success ? { success: 'Your e-mail preferences are saved.' } : { error: result.error ?? 'Saving failed.' });
    if (result.success) void revalidator.revalidate();
  };

  return (
    <section aria-labelledby="preferences-heading" className="card account-section">
      <h2 id="preferences-heading">E-mail preferences</h2>
      <form onSubmit={save}>
        <fieldset className="preferences">
          <legend>Send me e-mails about</legend>
          {options.map((option) => (
            <label key={option.key} className="checkbox">
              <input
                type="checkbox"
                name={option.key}
                checked={values[option.key]}
                onChange={(event) => setValues({ ...values, [option.key]: event.target.checked })}
              />
              <span>
                {option.label}
                <span className="field__hint"> — {option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormStatus success={status.success} error={status.error} />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save preferences'}
        </button>
      </form>
    </section>
  );
}
