import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, normalizeSiteSettings } from './site-settings';
import { gstinProblem, siteSettingsFormOf, siteSettingsFormSchema, siteSettingsOfForm } from './site-settings-form';
import { gstinCheckCharacter } from '../tax/gstin';
import { fieldErrorsOf } from '../schemas/fields';

const errorsOf = (change: Record<string, unknown>) => {
  const result = siteSettingsFormSchema.safeParse({ ...siteSettingsFormOf(defaultSiteSettings), ...change });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('the settings form', () => {
  it('turns the stored settings into the form and back unchanged (all but the home page words, which the form leaves alone)', () => {
    const edited = Object.fromEntries(Object.entries(defaultSiteSettings).filter(([key]) => key !== 'home'));
    expect(siteSettingsOfForm(siteSettingsFormSchema.parse(siteSettingsFormOf(defaultSiteSettings)))).toEqual(edited);
    const offline = { ...defaultSiteSettings, features: { whatsappEnquiry: false, videoCall: false, appBadges: true } };
    expect(siteSettingsOfForm(siteSettingsFormSchema.parse(siteSettingsFormOf(offline))).features).toEqual(offline.features);
  });

  it('checks a GSTIN as the GST portal does: format, check character and state code', () => {
    // Published GSTINs with their check characters.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toMatch(/last character does not match/);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe('A GSTIN registered in Karnataka starts with 29.');
    expect(gstinProblem('27AAPFU0939F1Z', 'Maharashtra')).toMatch(/15 characters/);
    expect(errorsOf({ taxGstin: '27aapfu0939f1zv' })).toEqual({});
    expect(errorsOf({ taxGstin: '27AAPFU0939F1ZX' })['taxGstin']).toMatch(/typing mistake/);
  });

  it('takes shipping rules in rupees and an announcement linking a shop page or an https address', () => {
    const checked = siteSettingsFormSchema.parse({
      ...siteSettingsFormOf(defaultSiteSettings),
      ordersShippingFee: '149.50',
      ordersFreeShippingAbove: '5000',
      ordersMinimumOrderValue: '',
      announcementText: '  Diwali  dispatch closes on 28 October ',
      announcementLink: '/products',
    });
    expect(siteSettingsOfForm(checked)).toMatchObject({
      orders: { shippingFee: 149.5, freeShippingAbove: 5000, minimumOrderValue: 0 },
      announcement: { text: 'Diwali dispatch closes on 28 October', link: '/products' },
    });
    expect(errorsOf({ ordersShippingFee: '-10' })['ordersShippingFee']).toMatch(/in rupees/);
    expect(errorsOf({ ordersMinimumOrderValue: '10.555' })['ordersMinimumOrderValue']).toMatch(/in rupees/);
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://shop.example', 'products']) {
      expect(errorsOf({ announcementText: 'Sale', announcementLink: link })['announcementLink'], link).toMatch(/path of the shop/);
    }
    expect(errorsOf({ announcementText: 'x'.repeat(161) })['announcementText']).toMatch(/160 characters/);
    // A link without a text is not kept.
    expect(
      siteSettingsOfForm(siteSettingsFormSchema.parse({ ...siteSettingsFormOf(defaultSiteSettings), announcementLink: '/products' })).announcement,
    ).toEqual({ text: '', link: '' });
  });

  it('refuses a contact e-mail that is not an address, and keeps one that is in lower case', () => {
    for (const contactEmail of ['orders at shop', 'orders@', '@shop.in', 'orders@shop', ''])
      expect(errorsOf({ contactEmail })['contactEmail'], contactEmail).toBe('Enter an e-mail address, for example orders@yourshop.in.');
    expect(siteSettingsFormSchema.parse({ ...siteSettingsFormOf(defaultSiteSettings), contactEmail: ' Orders@Shop.IN ' }).contactEmail).toBe('orders@shop.in');
  });

  it('wants a WhatsApp number with its country code', () => {
    expect(errorsOf({ whatsappNumber: '98765 43210' })['whatsappNumber']).toBe(
      'Add the country code: an Indian mobile number is 91 followed by its ten digits.',
    );
    expect(errorsOf({ whatsappNumber: '+91 5876543210' })['whatsappNumber']).toMatch(/starting with 6, 7, 8 or 9/);
    expect(errorsOf({ whatsappNumber: '+91 98765-43210' })).toEqual({});
    expect(siteSettingsFormSchema.parse({ ...siteSettingsFormOf(defaultSiteSettings), whatsappNumber: '+91 98765 00000' }).whatsappNumber).toBe('919876500000');
  });

  it('refuses links that are not https, rates not in force and empty required texts', () => {
    expect(errorsOf({ socialInstagram: 'javascript:alert(1)' })['socialInstagram']).toBe('Enter the Instagram link as an https:// address, or leave it empty.');
    expect(errorsOf({ socialInstagram: '' })).toEqual({});
    expect(errorsOf({ taxRatePercent: '4' })['taxRatePercent']).toMatch(/GST rate in force/);
    expect(errorsOf({ heroHeadline: '   ' })['heroHeadline']).toBe('Enter the headline.');
    expect(errorsOf({ countersYears: '1.5' })['countersYears']).toBe('Enter the number of years as a whole number.');
  });

  it('takes a sampling percentage from 1 to 100 and a GA4 measurement id or none', () => {
    const form = siteSettingsFormSchema.parse({
      ...siteSettingsFormOf(defaultSiteSettings),
      analyticsSamplePercent: ' 25 ',
      analyticsGa4MeasurementId: ' g-ab12cd34ef ',
    });
    expect(siteSettingsOfForm(form).analytics).toEqual({ samplePercent: 25, ga4MeasurementId: 'G-AB12CD34EF' });
    for (const sample of ['0', '101', '12.5', '', 'all'])
      expect(errorsOf({ analyticsSamplePercent: sample })['analyticsSamplePercent'], sample).toMatch(/1 to 100/);
    for (const id of ['UA-12345-1', 'G-', 'https://www.googletagmanager.com/gtag/js?id=G-AB12', 'G-AB12"><script>']) {
      expect(errorsOf({ analyticsGa4MeasurementId: id })['analyticsGa4MeasurementId'], id).toMatch(/G-XXXXXXXXXX/);
    }
    expect(errorsOf({ analyticsGa4MeasurementId: '' })).toEqual({});
  });

  it('takes a metal-price rounding and the silver-rate switch; stored settings without them read as the defaults', () => {
    const form = siteSettingsFormSchema.parse({ ...siteSettingsFormOf(defaultSiteSettings), pricingRounding: 'ten', pricingShowSilverRate: true });
    expect(siteSettingsOfForm(form).pricing).toEqual({ rounding: 'ten', showSilverRate: true });
    expect(errorsOf({ pricingRounding: 'crore' })['pricingRounding']).toBe('Choose how metal prices are rounded.');
    expect(normalizeSiteSettings({}).pricing).toEqual({ rounding: 'rupee', showSilverRate: false });
    expect(normalizeSiteSettings({ pricing: { rounding: 'paisa' } }).pricing).toEqual({ rounding: 'paisa', showSilverRate: false });
    expect(normalizeSiteSettings({ pricing: { rounding: 'crore', showSilverRate: 'yes' } }).pricing).toEqual({ rounding: 'rupee', showSilverRate: false });
  });
});
