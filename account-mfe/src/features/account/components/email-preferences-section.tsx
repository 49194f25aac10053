// E-mail preferences: order updates, promotions and the newsletter (all on by default).
import { useRevalidator } from 'shared-router';
import { updateEmailPreferences } from 'shared-auth';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from 'shared-data';
import { FormError, FormStatus, useForm } from 'shared-ui';

const options: Array<{ key: keyof EmailPreferences; label: string; hint: string }> = [
  { key: 'orderUpdates', label: 'Order updates', hint: 'Confirmation, dispatch and delivery of your orders.' },
  { key: 'promotions', label: 'Promotions', hint: 'Offers and new collections.' },
  { key: 'newsletter', label: 'Newsletter', hint: 'Glam Buzz stories and trends, about once a month.' },
];

export function EmailPreferencesSection({ preferences }: { preferences: EmailPreferences | null }) {
  const revalidator = useRevalidator();
  const form = useForm<EmailPreferences>({
    initialValues: preferences ?? DEFAULT_EMAIL_PREFERENCES,
    onSubmit: async (values) => {
      const result = await updateEmailPreferences(values);
      if (!result.success) throw new FormError(result.error ?? 'Saving failed.');
      void revalidator.revalidate();
      return 'Your e-mail preferences are saved.';
    },
  });

  return (
    <section aria-labelledby="preferences-heading" className="card account-section">
      <h2 id="preferences-heading">E-mail preferences</h2>
      <form {...form.formProps}>
        <fieldset className="preferences">
          <legend>Send me e-mails about</legend>
          {options.map((option) => (
            <label key={option.key} className="checkbox">
              <input
                type="checkbox"
                name={option.key}
                checked={form.values[option.key]}
                onChange={(event) => form.setValue(option.key, event.target.checked)}
              />
              <span>
                {option.label}
                <span className="field__hint"> — {option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormStatus state={form.status} />
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save preferences'}
        </button>
      </form>
    </section>
  );
}
