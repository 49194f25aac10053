// The checkout's own fields (the address has its form): the note, the business a GST invoice is
// made out to (checked as placeOrder checks it: shared-data's buyerBusinessSchema) and the way the
// buyer means to pay.
import { lazySchema, z } from 'shared-data';
import { buyerBusinessSchema } from 'shared-data/shopper';

export const NOTE_LIMIT = 1000;

export interface CheckoutFormValues {
  note: string;
  businessName: string;
  gstin: string;
  /** Also keep the business details in the customer's profile. */
  saveBusiness: boolean;
  paymentPreference: string;
}

export const checkoutFormSchema = lazySchema(() =>
  z
    .object({
      note: z
        .string()
        .transform((value) => value.trim())
        .superRefine((value, context) => {
          if (value.length > NOTE_LIMIT) context.addIssue({ code: 'custom', message: `Keep the note to ${NOTE_LIMIT} characters (it has ${value.length}).` });
        }),
      businessName: z.string(),
      gstin: z.string(),
      saveBusiness: z.boolean(),
      paymentPreference: z.string(),
    })
    .transform((form, context) => {
      const business = buyerBusinessSchema.safeParse({ businessName: form.businessName, gstin: form.gstin });
      if (!business.success) {
        for (const issue of business.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      return { note: form.note, business: business.data, saveBusiness: form.saveBusiness, paymentPreference: form.paymentPreference };
    }),
);
