// The customer's business for GST invoices (My Account → Profile): the legal name and GSTIN a
// wholesale buyer claims input tax credit with. Checked as checkout and the shop check it
// (shared-data's buyerBusinessSchema: 15 characters, the format, a state code that exists and the
// check character), typed in any case and with spaces; kept in their profile, so checkout offers
// them and each new order copies them. Both empty: an ordinary (B2C) buyer.
import { useRevalidator } from 'shared-router';
import { updateProfile } from 'shared-auth';
import type { WebUserProfile } from 'shared-data';
import { buyerBusinessSchema, stateOfGstin } from 'shared-data/shopper';
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';

export function BusinessForm({ profile }: { profile: Pick<WebUserProfile, 'businessName' | 'gstin'> | null }) {
  const revalidator = useRevalidator();
  const form = useForm({
    initialValues: { businessName: profile?.businessName ?? '', gstin: profile?.gstin ?? '' },
    schema: buyerBusinessSchema,
    onSubmit: async (business) => {
      const result = await updateProfile({ businessName: business.businessName, gstin: business.gstin });
      if (!result.success) throw new FormError(result.error ?? 'Your business details could not be saved. Please try again.');
      // Show them as kept: the GSTIN in capitals, without spaces.
      form.setValues(() => ({ businessName: business.businessName, gstin: business.gstin }));
      void revalidator.revalidate();
      if (!business.gstin && !business.businessName) return 'Business details removed: your invoices are made out to you.';
      return business.gstin ? `Saved. Your invoices show ${business.businessName}, GSTIN ${business.gstin} (${stateOfGstin(business.gstin)}).` : 'Saved.';
    },
  });
  return (
    <form {...form.formProps} aria-label="Business for GST invoices" className="account-business">
      <h3>Business for GST invoices</h3>
      <p className="field__hint">Optional. Registered businesses get their GSTIN on the tax invoice to claim input tax credit.</p>
      <TextField label="Business name" optional autoComplete="organization" hint="The legal name registered for your GSTIN." {...form.field('businessName')} />
      <TextField
        label="GSTIN"
        optional
        autoCapitalize="characters"
        spellCheck={false}
        hint="15 characters, for example 27AABCR1234F1ZS."
        {...form.field('gstin')}
      />
      <FormStatus state={form.status} />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save business details'}
      </button>
    </form>
  );
}
