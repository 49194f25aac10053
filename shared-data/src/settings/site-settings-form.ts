// The Settings screen's checks (docs/product-spec.md, settings/site): every field of the site
// settings as the admin types it (flat text fields, so each error sits next to its field), turned
// into the stored `SiteSettings`; the GSTIN's format, its check character and its state code are
// checked as the GST portal does. No Firebase import: the admin form and the tests share it.
import { z } from '#zod';
import { cleanText, isHttpsLink, isShopLink, isValidEmail } from '../schemas/fields';
import { GST_STATE_CODES, gstinFormatProblem, placeOfSupply } from '../tax/gstin';
import type { ShippingZone, SiteSettings, WeightBand } from './site-settings';
import { lazySchema } from '../schemas/lazy-schema';

/** Why a GSTIN is wrong for a seller in `state`, or null when it is right. */
export function gstinProblem(gstin: string, state: string): string | null {
  const problem = gstinFormatProblem(gstin);
  if (problem) return problem;
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
    .refine(
      (value) => (optional && value === '') || (value !== '' && isHttpsLink(value)),
      `Enter the ${label} as an https:// address${optional ? ', or leave it empty' : ''}.`,
    )
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
    .refine(
      (value) => value === '' || (/^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) <= 10_000_000),
      `Enter the ${label} in rupees (for example 150 or 149.50), or 0 for none.`,
    )
    .transform((value) => (value === '' ? 0 : Number(value)));
/** A GA4 web stream's measurement id (the backend rule has the same pattern). */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,15}$/;

/** An Indian Financial System Code: the bank (4 letters), 0, the branch (6 letters or digits). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI virtual payment address: a handle, @, the provider's name. */
export const UPI_VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{2,64}$/;
export const SHIPPING_LIMITS = { bands: 20, zones: 20 } as const;

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const amountPattern = /^\d{1,8}(\.\d{1,2})?$/;

/** Weight bands as the form shows them, one a line: "250 = 150" (up to 250 g, ₹150). */
export const weightBandsText = (bands: readonly WeightBand[]) => bands.map((band) => `${band.upToGrams} = ${band.fee}`).join('\n');
const weightBandsField = lazySchema(() =>
  z.string().transform((value, context) => {
    const bands: WeightBand[] = [];
    for (const [index, line] of lines(value).entries()) {
      const match = /^(\d{1,6}(?:\.\d{1,2})?)\s*(?:g|grams?)?\s*[=:]\s*₹?\s*(\d{1,8}(?:\.\d{1,2})?)$/i.exec(line);
      if (!match) {
        context.addIssue({
          code: 'custom',
          message: `Line ${index + 1} (“${line}”) is not a band: write the weight in grams it goes up to, then = and the fee, for example 250 = 150.`,
        });
        return z.NEVER;
      }
      bands.push({ upToGrams: Number(match[1]), fee: Number(match[2]) });
    }
    if (bands.length > SHIPPING_LIMITS.bands) context.addIssue({ code: 'custom', message: `Use at most ${SHIPPING_LIMITS.bands} weight bands.` });
    bands.sort((a, b) => a.upToGrams - b.upToGrams);
    if (bands.some((band, index) => band.upToGrams <= 0 || (index > 0 && band.upToGrams === bands[index - 1]!.upToGrams))) {
      context.addIssue({ code: 'custom', message: 'Each band needs its own weight above 0 grams.' });
    }
    return bands;
  }),
);

/** Zones as the form shows them, one a line: "West: Maharashtra, Gujarat = 200". */
export const zonesText = (zones: readonly ShippingZone[]) => zones.map((zone) => `${zone.name}: ${zone.states.join(', ')} = ${zone.fee}`).join('\n');
const zonesField = lazySchema(() =>
  z.string().transform((value, context) => {
    const zones: ShippingZone[] = [];
    for (const [index, line] of lines(value).entries()) {
      const match = /^([^:=]{1,60}):([^=]+)=\s*₹?\s*(\S+)$/.exec(line);
      const fee = match?.[3] ?? '';
      if (!match || !amountPattern.test(fee)) {
        context.addIssue({
          code: 'custom',
          message: `Line ${index + 1} (“${line}”) is not a zone: write its name, a colon, its states separated by commas, then = and the fee, for example West: Maharashtra, Gujarat = 200.`,
        });
        return z.NEVER;
      }
      const states = match[2]!
        .split(',')
        .map((state) => cleanText(state))
        .filter(Boolean);
      const unknown = states.filter((state) => !placeOfSupply(state));
      if (unknown.length) {
        context.addIssue({
          code: 'custom',
          message: `Line ${index + 1}: ${unknown.map((state) => `“${state}”`).join(', ')} ${unknown.length === 1 ? 'is not an Indian state or union territory' : 'are not Indian states or union territories'}; write them as in an address, for example Tamil Nadu.`,
        });
        return z.NEVER;
      }
      zones.push({ name: cleanText(match[1]), states: states.map((state) => placeOfSupply(state)!.name), fee: Number(fee) });
    }
    if (zones.length > SHIPPING_LIMITS.zones) context.addIssue({ code: 'custom', message: `Use at most ${SHIPPING_LIMITS.zones} zones.` });
    return zones;
  }),
);

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
      featuresWhatsappEnquiry: z.boolean(),
      featuresVideoCall: z.boolean(),
      featuresAppBadges: z.boolean(),
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
      contactEmail: z.string().trim().toLowerCase().refine(isValidEmail, 'Enter an e-mail address, for example orders@yourshop.in.'),
      whatsappNumber: z
        .string()
        .transform((value) => value.replace(/[\s()+-]/g, ''))
        .refine((value) => /^\d+$/.test(value), 'Enter the WhatsApp number with digits only (spaces and + are fine).')
        .refine((value) => !(value.length === 10 && /^[6-9]/.test(value)), 'Add the country code: an Indian mobile number is 91 followed by its ten digits.')
        .refine(
          (value) => value.length >= 11 && value.length <= 15 && !value.startsWith('0'),
          'Enter the WhatsApp number with its country code, 11–15 digits (for example 91 98765 43210).',
        )
        .refine(
          (value) => !value.startsWith('91') || (value.length === 12 && /^91[6-9]/.test(value)),
          'An Indian WhatsApp number is 91 followed by a ten-digit mobile number starting with 6, 7, 8 or 9.',
        ),
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
        .transform((value) =>
          value
            .split(',')
            .map((part) => cleanText(part))
            .filter(Boolean),
        )
        .refine((countries) => countries.length <= 10 && countries.every((country) => country.length <= 40), 'List at most 10 countries, separated by commas.'),
      claimsDispatch: optionalText('dispatch claim', 120),
      lowStockThreshold: count('low-stock level', 100_000),
      taxLegalName: text('legal name', 120),
      taxGstin: z.string().trim().toUpperCase(),
      taxAddress: text('registered address', 300),
      taxState: z.string().refine((state) => state in GST_STATE_CODES, 'Choose the state the shop is registered in.'),
      taxHsnCode: z
        .string()
        .trim()
        .refine((code) => /^(\d{4}|\d{6}|\d{8})$/.test(code), 'An HSN code has 4, 6 or 8 digits (7113 for jewellery of precious metal).'),
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
      ordersShippingMethod: z.enum(['flat', 'weight', 'zone', 'quoted'], { error: 'Choose how shipping is charged.' }),
      ordersShippingFee: rupees('shipping fee'),
      ordersFreeShippingAbove: rupees('order value that ships free'),
      ordersMinimumOrderValue: rupees('minimum order value'),
      ordersWeightBands: weightBandsField,
      ordersZones: zonesField,
      paymentsBankEnabled: z.boolean(),
      paymentsBankAccountName: optionalText('account name', 120),
      paymentsBankAccountNumber: z
        .string()
        .transform((value) => value.replace(/\s+/g, ''))
        .refine((value) => value === '' || /^\d{9,18}$/.test(value), 'An Indian bank account number has 9 to 18 digits.'),
      paymentsBankIfsc: z
        .string()
        .transform((value) => value.trim().toUpperCase())
        .refine(
          (value) => value === '' || IFSC_PATTERN.test(value),
          'An IFSC has 11 characters: 4 letters of the bank, 0, then 6 letters or digits of the branch (for example HDFC0000060).',
        ),
      paymentsBankName: optionalText('bank', 80),
      paymentsBankBranch: optionalText('branch', 120),
      paymentsUpiEnabled: z.boolean(),
      paymentsUpiVpa: z
        .string()
        .transform((value) => value.trim())
        .refine(
          (value) => value === '' || UPI_VPA_PATTERN.test(value),
          'A UPI ID looks like yourshop@bank (letters, digits, dots or dashes, then @ and the bank’s handle).',
        ),
      paymentsUpiPayeeName: optionalText('name shown to the payer', 60),
      paymentsCodEnabled: z.boolean(),
      paymentsCodLimit: rupees('cash on delivery limit'),
      paymentsGateway: z.enum(['none', 'razorpay'], { error: 'Choose an online payment gateway, or none.' }),
      notificationsEmail: z
        .string()
        .trim()
        .toLowerCase()
        .refine(
          (value) => value === '' || isValidEmail(value),
          'Enter the e-mail address the shop’s notices go to, or leave it empty for the contact address.',
        ),
      notificationsNewOrder: z.boolean(),
      notificationsContactMessage: z.boolean(),
      notificationsVideoCall: z.boolean(),
      notificationsGatewayPayment: z.boolean(),
      announcementText: optionalText('announcement', 160),
      announcementLink,
      analyticsSamplePercent: z
        .string()
        .trim()
        .refine(
          (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100,
          'Enter the share of visits to count as a whole percentage from 1 to 100.',
        )
        .transform(Number),
      analyticsGa4MeasurementId: z
        .string()
        .trim()
        .toUpperCase()
        .refine(
          (value) => value === '' || GA4_MEASUREMENT_ID.test(value),
          'A GA4 measurement id looks like G-XXXXXXXXXX (from Admin → Data streams in Google Analytics); leave it empty for none.',
        ),
      pricingRounding: z.enum(['paisa', 'rupee', 'ten'], { error: 'Choose how metal prices are rounded.' }),
      pricingShowSilverRate: z.boolean(),
    })
    .superRefine((form, context) => {
      const problem = gstinProblem(form.taxGstin, form.taxState);
      if (problem) context.addIssue({ code: 'custom', path: ['taxGstin'], message: problem });
      const required = (when: boolean, field: keyof typeof form, message: string) => {
        if (when && form[field] === '') context.addIssue({ code: 'custom', path: [field], message });
      };
      required(form.paymentsBankEnabled, 'paymentsBankAccountName', 'Enter the account holder’s name, or turn bank transfer off.');
      required(form.paymentsBankEnabled, 'paymentsBankAccountNumber', 'Enter the account number, or turn bank transfer off.');
      required(form.paymentsBankEnabled, 'paymentsBankIfsc', 'Enter the branch’s IFSC, or turn bank transfer off.');
      required(form.paymentsBankEnabled, 'paymentsBankName', 'Enter the bank’s name, or turn bank transfer off.');
      required(form.paymentsUpiEnabled, 'paymentsUpiVpa', 'Enter the shop’s UPI ID, or turn UPI off.');
      if (form.ordersShippingMethod === 'weight' && form.ordersWeightBands.length === 0) {
        context.addIssue({ code: 'custom', path: ['ordersWeightBands'], message: 'Add at least one weight band, or choose another way to charge shipping.' });
      }
      if (form.ordersShippingMethod === 'zone' && form.ordersZones.length === 0) {
        context.addIssue({ code: 'custom', path: ['ordersZones'], message: 'Add at least one zone, or choose another way to charge shipping.' });
      }
    }),
);

export type SiteSettingsForm = z.input<typeof siteSettingsFormSchema>;
type CheckedForm = z.output<typeof siteSettingsFormSchema>;

/** The form's values for stored settings. */
export function siteSettingsFormOf(settings: SiteSettings): SiteSettingsForm {
  return {
    mode: settings.mode,
    featuresWhatsappEnquiry: settings.features.whatsappEnquiry,
    featuresVideoCall: settings.features.videoCall,
    featuresAppBadges: settings.features.appBadges,
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
    ordersShippingMethod: settings.orders.shippingMethod,
    ordersShippingFee: String(settings.orders.shippingFee),
    ordersFreeShippingAbove: String(settings.orders.freeShippingAbove),
    ordersMinimumOrderValue: String(settings.orders.minimumOrderValue),
    ordersWeightBands: weightBandsText(settings.orders.weightBands),
    ordersZones: zonesText(settings.orders.zones),
    paymentsBankEnabled: settings.payments.bankTransfer.enabled,
    paymentsBankAccountName: settings.payments.bankTransfer.accountName,
    paymentsBankAccountNumber: settings.payments.bankTransfer.accountNumber,
    paymentsBankIfsc: settings.payments.bankTransfer.ifsc,
    paymentsBankName: settings.payments.bankTransfer.bankName,
    paymentsBankBranch: settings.payments.bankTransfer.branch,
    paymentsUpiEnabled: settings.payments.upi.enabled,
    paymentsUpiVpa: settings.payments.upi.vpa,
    paymentsUpiPayeeName: settings.payments.upi.payeeName,
    paymentsCodEnabled: settings.payments.cashOnDelivery.enabled,
    paymentsCodLimit: String(settings.payments.cashOnDelivery.limit),
    paymentsGateway: settings.payments.gateway.provider,
    notificationsEmail: settings.notifications.email,
    notificationsNewOrder: settings.notifications.newOrder,
    notificationsContactMessage: settings.notifications.contactMessage,
    notificationsVideoCall: settings.notifications.videoCall,
    notificationsGatewayPayment: settings.notifications.gatewayPayment,
    announcementText: settings.announcement.text,
    announcementLink: settings.announcement.link,
    analyticsSamplePercent: String(settings.analytics.samplePercent),
    analyticsGa4MeasurementId: settings.analytics.ga4MeasurementId,
    pricingRounding: settings.pricing.rounding,
    pricingShowSilverRate: settings.pricing.showSilverRate,
  };
}

/** The stored settings for a checked form (all but the home page's words, which it leaves as they are). */
export function siteSettingsOfForm(form: CheckedForm): Omit<SiteSettings, 'home'> {
  const links = { instagram: form.socialInstagram, facebook: form.socialFacebook, youtube: form.socialYoutube, x: form.socialX, linkedin: form.socialLinkedin };
  const social: SiteSettings['social'] = Object.fromEntries(Object.entries(links).filter(([, link]) => link !== ''));
  return {
    mode: form.mode,
    features: { whatsappEnquiry: form.featuresWhatsappEnquiry, videoCall: form.featuresVideoCall, appBadges: form.featuresAppBadges },
    brand: { name: form.brandName, shortName: form.brandShortName, tagline: form.brandTagline },
    hero: { headline: form.heroHeadline, subheadline: form.heroSubheadline },
    contact: {
      address: form.contactAddress,
      phone: form.contactPhone,
      email: form.contactEmail,
      whatsappNumber: form.whatsappNumber,
      mapUrl: form.mapUrl,
      hours: form.hours,
    },
    whatsapp: { defaultMessage: form.whatsappMessage },
    appLinks: { ios: form.appIos, android: form.appAndroid },
    social,
    counters: { jewellers: form.countersJewellers, smallBusinesses: form.countersSmallBusinesses, years: form.countersYears },
    claims: {
      jewellersServed: form.claimsJewellersServed,
      yearsInBusiness: form.claimsYearsInBusiness,
      importsFrom: form.claimsImportsFrom,
      dispatch: form.claimsDispatch,
    },
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
    orders: {
      shippingMethod: form.ordersShippingMethod,
      shippingFee: form.ordersShippingFee,
      freeShippingAbove: form.ordersFreeShippingAbove,
      minimumOrderValue: form.ordersMinimumOrderValue,
      weightBands: form.ordersWeightBands,
      zones: form.ordersZones,
    },
    payments: {
      bankTransfer: {
        enabled: form.paymentsBankEnabled,
        accountName: form.paymentsBankAccountName,
        accountNumber: form.paymentsBankAccountNumber,
        ifsc: form.paymentsBankIfsc,
        bankName: form.paymentsBankName,
        branch: form.paymentsBankBranch,
      },
      upi: { enabled: form.paymentsUpiEnabled, vpa: form.paymentsUpiVpa, payeeName: form.paymentsUpiPayeeName },
      cashOnDelivery: { enabled: form.paymentsCodEnabled, limit: form.paymentsCodLimit },
      gateway: { provider: form.paymentsGateway },
    },
    notifications: {
      email: form.notificationsEmail,
      newOrder: form.notificationsNewOrder,
      contactMessage: form.notificationsContactMessage,
      videoCall: form.notificationsVideoCall,
      gatewayPayment: form.notificationsGatewayPayment,
    },
    announcement: { text: form.announcementText, link: form.announcementText ? form.announcementLink : '' },
    analytics: { samplePercent: form.analyticsSamplePercent, ga4MeasurementId: form.analyticsGa4MeasurementId },
    pricing: { rounding: form.pricingRounding, showSilverRate: form.pricingShowSilverRate },
  };
}
