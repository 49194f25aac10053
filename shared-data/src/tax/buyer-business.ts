// A buyer's business for GST: the legal or trade name and the GSTIN a wholesale buyer claims input
// tax credit with. The customer keeps them in My Account (webusers/{uid}.businessName, .gstin), can
// change them at checkout, and each order copies them (`buyer`); an admin may correct them. Both
// empty is an ordinary (B2C) buyer. No Firebase import.
import { z } from '#zod';
import { cleanText } from '../schemas/fields';
import { lazySchema } from '../schemas/lazy-schema';
import { gstinFormatProblem, normalizeGstin } from './gstin';

export const BUSINESS_NAME_MAX = 120;

export interface BuyerBusiness {
  businessName: string;
  /** Normalised (upper case, no spaces); '' for none. */
  gstin: string;
}

/** The stored GSTIN pattern (the rules' isGstin): the format; the check character is the schema's. */
export const STORED_GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The business fields as a person types them: the GSTIN normalised and checked, a name required with it. */
export const buyerBusinessSchema = lazySchema(() =>
  z
    .object({
      businessName: z.preprocess(
        (value) => cleanText(value ?? ''),
        z.string().max(BUSINESS_NAME_MAX, `Keep the business name under ${BUSINESS_NAME_MAX + 1} characters.`),
      ),
      gstin: z.preprocess((value) => normalizeGstin(typeof value === 'string' ? value : ''), z.string()),
    })
    .superRefine((business, context) => {
      if (business.gstin) {
        const problem = gstinFormatProblem(business.gstin);
        if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
        if (!business.businessName)
          context.addIssue({ code: 'custom', path: ['businessName'], message: 'Enter the business’s legal name as registered for this GSTIN.' });
      }
    }),
);
