// A customer's business for GST invoices (business name and GSTIN, as they keep it in My Account),
// shown on their admin page and correctable by an admin (setCustomerBusiness, audited). The GSTIN is
// checked as the customer's own form checks it: length, format, state code and check character.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { setCustomerBusinessInputSchema, stateOfGstin } from 'shared-data/admin';
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';
import { AdminCallError, setCustomerBusiness } from '../../../lib/admin-callables';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

export function CustomerBusiness({ uid, businessName, gstin }: { uid: string; businessName: string; gstin: string }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initialValues: { uid, businessName, gstin },
    schema: setCustomerBusinessInputSchema,
    onSubmit: async (input) => {
      try {
        await setCustomerBusiness(input);
      } catch (error) {
        if (error instanceof AdminCallError) throw new FormError(error.message);
        throw error;
      }
      await revalidator.revalidate();
      setEditing(false);
      setSaved(
        input.gstin || input.businessName ? 'Business details saved. New orders use them; orders already invoiced keep theirs.' : 'Business details removed.',
      );
    },
  });
  return (
    <section className="admin-card" aria-labelledby="customer-business">
      <h2 id="customer-business">Business for GST invoices</h2>
      {editing ? (
        <form {...form.formProps} aria-label="Correct the business details">
          <TextField label="Business name" optional hint="The legal name registered for the GSTIN." {...form.field('businessName')} />
          <TextField
            label="GSTIN"
            optional
            autoCapitalize="characters"
            spellCheck={false}
            hint="15 characters, for example 27AABCR1234F1ZS. Leave both empty for a consumer."
            {...form.field('gstin')}
          />
          <FormStatus state={form.status} />
          <FormButtons className="admin-order__buttons" pending={form.pending} submitLabel="Save business details" onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <>
          <dl className="invoice__meta">
            <dt>Business name</dt>
            <dd>{businessName || '—'}</dd>
            <dt>GSTIN</dt>
            <dd>{gstin ? `${gstin} (${stateOfGstin(gstin) || 'unknown state'})` : '—'}</dd>
          </dl>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => {
                form.reset({ uid, businessName, gstin });
                setSaved(null);
                setEditing(true);
              }}
            >
              Correct business details
            </button>
          </p>
          <FormStatus success={saved} />
        </>
      )}
    </section>
  );
}
