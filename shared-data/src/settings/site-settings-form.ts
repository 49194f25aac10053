// The Settings screen's checks (docs/product-spec.md, settings/site): every field of the site
// settings as the admin types it (flat text fields, so each error sits next to its field), turned
// into the stored `SiteSettings`; the GSTIN's format, its check character and its state code are
// checked as the GST portal does. No Firebase import: the admin form and the tests share it.
import { z } from '#zod';
import { cleanText, isHttpsLink, isShopLink, isValidEmail } from '../schemas/fields';
import type { SiteSettings } from './site-settings';
import { lazySchema } from '../schemas/lazy-schema';

/** GST state codes (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (the GST portal's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is wrong for a seller in `state`, or null when it is right. */
export function gstinProblem(gstin: string, state: string): string | null {
  if (!GSTIN_FORMAT.test(gstin)) return 'A GSTIN has 15 characters: 2 digits of the state, the 10-character PAN, the entity number, Z and a check character (for example 27AABCR1234F1ZS).';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'This GSTIN’s last character does not match the rest: check it for a typing mistake.';
  const code = GST_STATE_CODES[state];
  if (code && gstin.slice(0, 2) !== code) return `A GSTIN registered in ${state} starts with ${code}.`;
  return null;
}

/** GST rates in force (percent). */
export const GST_RATES = [0, 0.25, 1.5, 3, 5, 12, 18, 28] as const;

const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length >= min, `Enter the ${label}.`)
    .refine((value) => value.length <= max, `Keep the ${label} to ${max.toLocaleString('en-IN')} characters.`);
const optionalText = (label: string, max: number) => text(label, max, 0);
const httpsUrl = (label: string, optional = false) =>
  z
    .string()
    .trim()
    .refine((value) => (optional && value === '') || (value !== '' && isHttpsLink(value)), `Enter the ${label} as an https:// address${optional ? ', or leave it empty' : ''}.`)
    .refine((value) => value.length <= 500, `The ${label} is too long.`);
const count = (label: string, max = 10_000_000) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{1,9}$/.test(value) && Number(value) <= max, `Enter the ${label} as a whole number.`)
    .transform(Number);

const rupees = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) <= 10_000_000), `Enter the ${label} in rupees (for example 150 or 149.50), or 0 for none.`)
    .transform((value) => (value === '' ? 0 : Number(value)));
/** A GA4 web stream's measurement id (the backend rule has the same pattern). */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,15}$/;

/** An announcement's link: empty, a path of this shop (/products) or an https:// address. */
const announcementLink = lazySchema(() =>
  z
    .string()
    .trim()
    .refine(isShopLink, 'Enter a path of the shop (such as /products) or an https:// address, or leave it empty.')
    .refine((value) => value.length <= 300, 'The link is too long.'),
);

/** The form's fields, all text (checkboxes as booleans), flat. */
export const siteSettingsFormSchema = lazySchema(() =>
  z
    .object({
      mode: z.enum(['wholesale', 'retail'], { error: 'Choose wholesale or retail.' }),
      brandName: text('shop’s name', 80),
      brandShortName: text('short name', 30),
      brandTagline: text('tagline', 160),
      heroHeadline: text('headline', 160),
      heroSubheadline: text('text under the headline', 400),
      contactAddress: text('address', 300),
      contactPhone: z
        .string()
        .trim()
        .refine((value) => /^\+?[\d\s()-]{7,20}$/.test(value), 'Enter the phone number with 7–20 digits, for example +91 98765 43210.'),
      contactEmail: z
        .string()
        .trim()
        .toLowerCase()
        .refine(isValidEmail, 'Enter an e-mail address, for example orders@yourshop.in.'),
      whatsappNumber: z
        .string()
        .transform((value) => value.replace(/[\s()+-]/g, ''))
        .refine((value) => /^\d+$/.test(value), 'Enter the WhatsApp number with digits only (spaces and + are fine).')
        .refine((value) => !(value.length === 10 && /^[6-9]/.test(value)), 'Add the country code: an Indian mobile number is 91 followed by its ten digits.')
        .refine((value) => value.length >= 11 && value.length <= 15 && !value.startsWith('0'), 'Enter the WhatsApp number with its country code, 11–15 digits (for example 91 98765 43210).')
        .refine((value) => !value.startsWith('91') || (value.length === 12 && /^91[6-9]/.test(value)), 'An Indian WhatsApp number is 91 followed by a ten-digit mobile number starting with 6, 7, 8 or 9.'),
      whatsappMessage: text('WhatsApp greeting', 300),
      mapUrl: httpsUrl('map link', true),
      hours: optionalText('opening hours', 120),
      appIos: httpsUrl('App Store link', true),
      appAndroid: httpsUrl('Google Play link', true),
      socialInstagram: httpsUrl('Instagram link', true),
      socialFacebook: httpsUrl('Facebook link', true),
      socialYoutube: httpsUrl('YouTube link', true),
      socialX: httpsUrl('X link', true),
      socialLinkedin: httpsUrl('LinkedIn link', true),
      countersJewellers: count('number of jewellers'),
      countersSmallBusinesses: count('number of small businesses'),
      countersYears: count('number of years', 500),
      claimsJewellersServed: count('jewellers served'),
      claimsYearsInBusiness: count('years in business', 500),
      claimsImportsFrom: z
        .string()
        .transform((value) => value.split(',').map((part) => cleanText(part)).filter(Boolean))
        .refine((countries) => countries.length <= 10 && countries.every((country) => country.length <= 40), 'List at most 10 countries, separated by commas.'),
      claimsDispatch: optionalText('dispatch claim', 120),
      lowStockThreshold: count('low-stock level', 100_000),
      taxLegalName: text('legal name', 120),
      taxGstin: z.string().trim().toUpperCase(),
      taxAddress: text('registered address', 300),
      taxState: z.string().refine((state) => state in GST_STATE_CODES, 'Choose the state the shop is registered in.'),
      taxHsnCode: z.string().trim().refine((code) => /^(\d{4}|\d{6}|\d{8})$/.test(code), 'An HSN code has 4, 6 or 8 digits (7113 for jewellery of precious metal).'),
      taxRatePercent: z
        .string()
        .trim()
        .transform(Number)
        .refine((rate) => (GST_RATES as readonly number[]).includes(rate), `Choose a GST rate in force: ${GST_RATES.join(', ')} %.`),
      taxPricesIncludeTax: z.boolean(),
      taxInvoicePrefix: z
        .string()
        .trim()
        .toUpperCase()
        .refine((prefix) => /^[A-Z0-9]{1,6}$/.test(prefix), 'Use 1–6 letters or digits, for example RS.'),
      ordersShippingFee: rupees('shipping fee'),
      ordersFreeShippingAbove: rupees('order value that ships free'),
      ordersMinimumOrderValue: rupees('minimum order value'),
      announcementText: optionalText('announcement', 160),
      announcementLink,
      analyticsSamplePercent: z
        .string()
        .trim()
        .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100, 'Enter the share of visits to count as a whole percentage from 1 to 100.')
        .transform(Number),
      analyticsGa4MeasurementId: z
        .string()
        .trim()
        .toUpperCase()
        .refine((value) => value === '' || GA4_MEASUREMENT_ID.test(value), 'A GA4 measurement id looks like G-XXXXXXXXXX (from Admin → Data streams in Google Analytics); leave it empty for none.'),
    })
    .superRefine((form, context) => {
      const problem = gstinProblem(form.taxGstin, form.taxState);
      if (problem) context.addIssue({ code: 'custom', path: ['taxGstin'], message: problem });
    }),
);

export type SiteSettingsForm = z.input<typeof siteSettingsFormSchema>;
type CheckedForm = z.output<typeof siteSettingsFormSchema>;

/** The form's values for stored settings. */
export function siteSettingsFormOf(settings: SiteSettings): SiteSettingsForm {
  return {
    mode: settings.mode,
    brandName: settings.brand.name,
    brandShortName: settings.brand.shortName,
    brandTagline: settings.brand.tagline,
    heroHeadline: settings.hero.headline,
    heroSubheadline: settings.hero.subheadline,
    contactAddress: settings.contact.address,
    contactPhone: settings.contact.phone,
    contactEmail: settings.contact.email,
    whatsappNumber: settings.contact.whatsappNumber,
    whatsappMessage: settings.whatsapp.defaultMessage,
    mapUrl: settings.contact.mapUrl,
    hours: settings.contact.hours,
    appIos: settings.appLinks.ios,
    appAndroid: settings.appLinks.android,
    socialInstagram: settings.social.instagram ?? '',
    socialFacebook: settings.social.facebook ?? '',
    socialYoutube: settings.social.youtube ?? '',
    socialX: settings.social.x ?? '',
    socialLinkedin: settings.social.linkedin ?? '',
    countersJewellers: String(settings.counters.jewellers),
    countersSmallBusinesses: String(settings.counters.smallBusinesses),
    countersYears: String(settings.counters.years),
    claimsJewellersServed: String(settings.claims.jewellersServed),
    claimsYearsInBusiness: String(settings.claims.yearsInBusiness),
    claimsImportsFrom: settings.claims.importsFrom.join(', '),
    claimsDispatch: settings.claims.dispatch,
    lowStockThreshold: String(settings.inventory.lowStockThreshold),
    taxLegalName: settings.tax.legalName,
    taxGstin: settings.tax.gstin,
    taxAddress: settings.tax.address,
    taxState: settings.tax.state,
    taxHsnCode: settings.tax.hsnCode,
    taxRatePercent: String(settings.tax.ratePercent),
    taxPricesIncludeTax: settings.tax.pricesIncludeTax,
    taxInvoicePrefix: settings.tax.invoicePrefix,
    ordersShippingFee: String(settings.orders.shippingFee),
    ordersFreeShippingAbove: String(settings.orders.freeShippingAbove),
    ordersMinimumOrderValue: String(settings.orders.minimumOrderValue),
    announcementText: settings.announcement.text,
    announcementLink: settings.announcement.link,
    analyticsSamplePercent: String(settings.analytics.samplePercent),
    analyticsGa4MeasurementId: settings.analytics.ga4MeasurementId,
  };
}

/** The stored settings for a checked form. */
export function siteSettingsOfForm(form: CheckedForm): SiteSettings {
  const links = { instagram: form.socialInstagram, facebook: form.socialFacebook, youtube: form.socialYoutube, x: form.socialX, linkedin: form.socialLinkedin };
  const social: SiteSettings['social'] = Object.fromEntries(Object.entries(links).filter(([, link]) => link !== ''));
  return {
    mode: form.mode,
    brand: { name: form.brandName, shortName: form.brandShortName, tagline: form.brandTagline },
    hero: { headline: form.heroHeadline, subheadline: form.heroSubheadline },
    contact: { address: form.contactAddress, phone: form.contactPhone, email: form.contactEmail, whatsappNumber: form.whatsappNumber, mapUrl: form.mapUrl, hours: form.hours },
    whatsapp: { defaultMessage: form.whatsappMessage },
    appLinks: { ios: form.appIos, android: form.appAndroid },
    social,
    counters: { jewellers: form.countersJewellers, smallBusinesses: form.countersSmallBusinesses, years: form.countersYears },
    claims: { jewellersServed: form.claimsJewellersServed, yearsInBusiness: form.claimsYearsInBusiness, importsFrom: form.claimsImportsFrom, dispatch: form.claimsDispatch },
    inventory: { lowStockThreshold: form.lowStockThreshold },
    tax: {
      legalName: form.taxLegalName,
      gstin: form.taxGstin,
      address: form.taxAddress,
      state: form.taxState,
      hsnCode: form.taxHsnCode,
      ratePercent: form.taxRatePercent,
      pricesIncludeTax: form.taxPricesIncludeTax,
      invoicePrefix: form.taxInvoicePrefix,
    },
    orders: { shippingFee: form.ordersShippingFee, freeShippingAbove: form.ordersFreeShippingAbove, minimumOrderValue: form.ordersMinimumOrderValue },
    announcement: { text: form.announcementText, link: form.announcementText ? form.announcementLink : '' },
    analytics: { samplePercent: form.analyticsSamplePercent, ga4MeasurementId: form.analyticsGa4MeasurementId },
  };
}
