// The Settings form: every field of settings/site in sections, checked with the shared schema
// (messages next to the fields, focus to the first wrong one), a preview of the header, the home
// hero and the WhatsApp enquiry with the unsaved values, and a save that is one audited write
// refused when someone else saved the settings after this form was opened (what they changed is
// listed; nothing typed is lost). A page leave with unsaved changes asks first.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { SETTINGS, SITE_SETTINGS_ID } from 'shared-data';
import { siteSettingsFormOf, siteSettingsOfForm, type SiteSettingsForm } from 'shared-data/admin';
import { auditedWrite, ConflictError, GST_RATES, GST_STATE_CODES, siteSettingsFormSchema, type AuditChange } from 'shared-data/admin';
import { FormError, SelectField, TextAreaField, TextField, useForm, whatsappUrl } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { fetchStoredSettings, type StoredSettings } from '../../../lib/admin-settings';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

const STATES = Object.keys(GST_STATE_CODES).map((state) => ({ value: state, label: state }));
const RATES = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));
const SHIPPING_METHODS = [
  { value: 'flat', label: 'A flat fee per order' },
  { value: 'weight', label: 'By the order’s weight' },
  { value: 'zone', label: 'By the delivery state (zones)' },
  { value: 'quoted', label: 'Quoted by the shop for each order' },
];
const SHIPPING_METHOD_HELP: Record<SiteSettingsForm['ordersShippingMethod'], string> = {
  flat: 'Every order pays the same fee, unless it ships free.',
  weight: 'The fee of the first band the order’s weight fits in (each product’s weight × quantity).',
  zone: 'The fee of the zone the delivery state is in; other states pay the fee below.',
  quoted: 'The customer orders without a shipping charge; you enter it when you confirm the order (0 is free shipping).',
};
const ROUNDINGS = [
  { value: 'paisa', label: 'To the paisa' },
  { value: 'rupee', label: 'To the rupee' },
  { value: 'ten', label: 'Up to the next ₹10' },
];
const FEATURE_SWITCHES = [
  ['featuresWhatsappEnquiry', 'WhatsApp enquiry buttons'],
  ['featuresVideoCall', 'Video call requests'],
  ['featuresAppBadges', 'App store badges'],
] as const;
const NOTICE_SWITCHES = [
  ['notificationsNewOrder', 'A new order is placed'],
  ['notificationsContactMessage', 'A contact message arrives'],
  ['notificationsVideoCall', 'A video call is requested'],
  ['notificationsGatewayPayment', 'An online payment is received'],
] as const;

export function SettingsForm({ stored }: { stored: StoredSettings }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const version = useRef(stored.updatedAt);
  const exists = useRef(stored.exists);
  const [conflict, setConflict] = useState<Record<string, AuditChange> | null>(null);
  // The values as last loaded or saved: what "unsaved changes" compares with.
  const [saved, setSaved] = useState(() => siteSettingsFormOf(stored.settings));
  const form = useForm<SiteSettingsForm, ReturnType<typeof siteSettingsFormSchema.parse>>({
    initialValues: saved,
    schema: siteSettingsFormSchema,
    onSubmit: async (checked, typed) => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are signed out or offline, so nothing was saved. Your changes stay in the form.');
      const data = siteSettingsOfForm(checked) as unknown as Record<string, unknown>;
      try {
        await auditedWrite({
          db,
          actor,
          ...(exists.current ? { kind: 'update' as const, base: { ...stored.settings, updatedAt: version.current } } : { kind: 'create' as const }),
          collection: SETTINGS,
          id: SITE_SETTINGS_ID,
          action: 'settings.update',
          summary: 'Changed the site settings',
          data,
        });
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict(error.changes);
          throw new FormError(
            'Someone else saved the settings after you opened this page. Their changes are listed below; load them, or save yours over them.',
          );
        }
        throw new FormError(
          error instanceof Error && /permission/i.test(error.message)
            ? 'The shop refused the change (your admin access may have been removed). Your changes stay in the form.'
            : 'The settings could not be saved. Check the connection and save again; your changes stay in the form.',
        );
      }
      await revalidator.revalidate();
      setSaved(typed);
      return 'Settings saved. Shoppers see them on their next page load.';
    },
  });
  const { values } = form;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  // A reload after a save brings the stored version the next save expects.
  useEffect(() => {
    version.current = stored.updatedAt;
    exists.current = stored.exists;
  }, [stored.updatedAt, stored.exists]);

  const loadTheirs = async () => {
    const db = await loadSignedInDb();
    if (!db) return;
    const current = await fetchStoredSettings(db);
    version.current = current.updatedAt;
    exists.current = current.exists;
    const theirs = siteSettingsFormOf(current.settings);
    setSaved(theirs);
    form.reset(theirs);
    setConflict(null);
    void revalidator.revalidate();
  };

  const { dialog: leaveDialog } = useUnsavedChanges(dirty);

  const field = form.field;

  return (
    <form {...form.formProps} className="admin-form" aria-label="Site settings">
      {leaveDialog}
      <div className="admin-form__main">
        {conflict ? (
          <ConflictNotice
            what="the settings"
            changes={conflict}
            onLoadTheirs={() => void loadTheirs()}
            onKeepMine={() => {
              // Saving over theirs: the next save expects the version that is stored now.
              void fetchVersion().then((current) => {
                version.current = current;
                setConflict(null);
                void form.submit();
              });
            }}
          />
        ) : null}

        <fieldset className="admin-card admin-fieldset">
          <legend>Shop</legend>
          <SelectField
            label="Kind of shop"
            options={[
              { value: 'wholesale', label: 'Wholesale (jewellers and resellers)' },
              { value: 'retail', label: 'Retail (shoppers)' },
            ]}
            {...field('mode')}
          />
          <fieldset className="admin-fieldset">
            <legend>What the shop offers besides the cart</legend>
            {FEATURE_SWITCHES.map(([name, label]) => (
              <label key={name} className="admin-check">
                <input type="checkbox" checked={values[name]} onChange={(event) => form.setValue(name, event.target.checked)} /> {label}
              </label>
            ))}
          </fieldset>
          <div className="admin-form__row">
            <TextField label="Shop name" {...field('brandName')} />
            <TextField label="Short name" hint="Where space is tight (the phone's home screen)." {...field('brandShortName')} />
          </div>
          <TextField label="Tagline" {...field('brandTagline')} />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Home page</legend>
          <TextField label="Headline" hint={`${values.heroHeadline.length} of 160 characters.`} {...field('heroHeadline')} />
          <TextAreaField label="Text under the headline" rows={3} {...field('heroSubheadline')} />
          <div className="admin-form__row">
            <TextField label="Jewellers counter" inputMode="numeric" {...field('countersJewellers')} />
            <TextField label="Small businesses counter" inputMode="numeric" {...field('countersSmallBusinesses')} />
            <TextField label="Years counter" inputMode="numeric" {...field('countersYears')} />
          </div>
          <div className="admin-form__row">
            <TextField label="Jewellers served (claim)" inputMode="numeric" {...field('claimsJewellersServed')} />
            <TextField label="Years in business (claim)" inputMode="numeric" {...field('claimsYearsInBusiness')} />
          </div>
          <TextField label="Imports from" hint="Countries, separated by commas." {...field('claimsImportsFrom')} />
          <TextField label="Dispatch claim" optional {...field('claimsDispatch')} />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Contact and WhatsApp</legend>
          <TextAreaField label="Address" rows={2} {...field('contactAddress')} />
          <div className="admin-form__row">
            <TextField label="Phone" type="tel" {...field('contactPhone')} />
            <TextField label="E-mail" type="email" {...field('contactEmail')} />
          </div>
          <div className="admin-form__row">
            <TextField label="WhatsApp number" type="tel" hint="With the country code, for example 91 98765 43210." {...field('whatsappNumber')} />
            <TextField label="Opening hours" optional {...field('hours')} />
          </div>
          <TextAreaField label="WhatsApp greeting" rows={2} hint="Prefilled when a shopper opens WhatsApp from the site." {...field('whatsappMessage')} />
          <TextField label="Map link" optional type="url" {...field('mapUrl')} />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>App and social links</legend>
          <div className="admin-form__row">
            <TextField label="App Store link" optional type="url" {...field('appIos')} />
            <TextField label="Google Play link" optional type="url" {...field('appAndroid')} />
          </div>
          <div className="admin-form__row">
            <TextField label="Instagram" optional type="url" {...field('socialInstagram')} />
            <TextField label="Facebook" optional type="url" {...field('socialFacebook')} />
            <TextField label="YouTube" optional type="url" {...field('socialYoutube')} />
            <TextField label="X" optional type="url" {...field('socialX')} />
            <TextField label="LinkedIn" optional type="url" {...field('socialLinkedin')} />
          </div>
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>GST and invoices</legend>
          <TextField label="Legal name" {...field('taxLegalName')} />
          <div className="admin-form__row">
            <TextField label="GSTIN" autoCapitalize="characters" spellCheck={false} {...field('taxGstin')} />
            <SelectField label="State of registration" options={STATES} placeholder="Choose the state…" {...field('taxState')} />
          </div>
          <TextAreaField label="Registered address" rows={2} {...field('taxAddress')} />
          <div className="admin-form__row">
            <SelectField label="GST rate" options={RATES} {...field('taxRatePercent')} />
            <TextField label="Default HSN code" inputMode="numeric" hint="Products without their own code print this one." {...field('taxHsnCode')} />
            <TextField label="Invoice number prefix" hint="Invoices are numbered PREFIX/2026-27/00001." {...field('taxInvoicePrefix')} />
          </div>
          <label className="admin-check">
            <input type="checkbox" checked={values.taxPricesIncludeTax} onChange={(event) => form.setValue('taxPricesIncludeTax', event.target.checked)} />{' '}
            Catalogue prices include GST (the invoice backs the tax out of the price; otherwise GST is added on top)
          </label>
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Pricing</legend>
          <SelectField
            label="Round metal prices"
            options={ROUNDINGS}
            hint="How the price of a product priced from the silver rate is rounded. Saving a change re-prices every such product within seconds."
            {...field('pricingRounding')}
          />
          <label className="admin-check">
            <input type="checkbox" checked={values.pricingShowSilverRate} onChange={(event) => form.setValue('pricingShowSilverRate', event.target.checked)} />{' '}
            Show the silver rate on the storefront (a “Silver rate today” line above the header of every shop page, once a rate is set)
          </label>
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Shipping</legend>
          <p className="admin-muted">Checkout shows shipping by these rules and the order is charged by them.</p>
          <SelectField
            label="How shipping is charged"
            options={SHIPPING_METHODS}
            hint={SHIPPING_METHOD_HELP[values.ordersShippingMethod]}
            {...field('ordersShippingMethod')}
          />
          <div className="admin-form__row">
            {values.ordersShippingMethod === 'flat' || values.ordersShippingMethod === 'zone' ? (
              <TextField
                label={values.ordersShippingMethod === 'zone' ? 'Fee for states in no zone (₹)' : 'Shipping fee (₹)'}
                inputMode="decimal"
                hint="Per order; 0 for free."
                {...field('ordersShippingFee')}
              />
            ) : null}
            {values.ordersShippingMethod !== 'quoted' ? (
              <TextField
                label="Free shipping from (₹)"
                inputMode="decimal"
                hint="Orders of at least this value ship free; 0 for never."
                {...field('ordersFreeShippingAbove')}
              />
            ) : null}
            <TextField
              label="Minimum order value (₹)"
              inputMode="decimal"
              hint="Smaller orders cannot be placed; 0 for any."
              {...field('ordersMinimumOrderValue')}
            />
          </div>
          {values.ordersShippingMethod === 'weight' ? (
            <TextAreaField
              label="Weight bands"
              rows={4}
              spellCheck={false}
              hint={
                <>
                  One band a line: the weight in grams it goes up to, = and the fee. For example <code>250 = 150</code> then <code>1000 = 350</code>: up to 250
                  g costs ₹150, up to 1 kg ₹350. Heavier orders, and orders with a product without a weight, are quoted by the shop.
                </>
              }
              {...field('ordersWeightBands')}
            />
          ) : null}
          {values.ordersShippingMethod === 'zone' ? (
            <TextAreaField
              label="Zones"
              rows={4}
              spellCheck={false}
              hint={
                <>
                  One zone a line: its name, a colon, its states separated by commas, = and the fee. For example{' '}
                  <code>West: Maharashtra, Gujarat, Goa = 200</code>. States in no zone pay the fee above.
                </>
              }
              {...field('ordersZones')}
            />
          ) : null}
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Payments</legend>
          <p className="admin-muted">
            Customers pay after the shop confirms their order; their order page and the confirmation e-mail show what is due and the ways turned on here.
          </p>
          <label className="admin-check">
            <input type="checkbox" checked={values.paymentsBankEnabled} onChange={(event) => form.setValue('paymentsBankEnabled', event.target.checked)} /> Bank
            transfer (NEFT, RTGS, IMPS)
          </label>
          {values.paymentsBankEnabled ? (
            <>
              <div className="admin-form__row">
                <TextField label="Account holder's name" {...field('paymentsBankAccountName')} />
                <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('paymentsBankAccountNumber')} />
                <TextField label="IFSC" autoCapitalize="characters" spellCheck={false} hint="For example HDFC0000060." {...field('paymentsBankIfsc')} />
              </div>
              <div className="admin-form__row">
                <TextField label="Bank" {...field('paymentsBankName')} />
                <TextField label="Branch" optional {...field('paymentsBankBranch')} />
              </div>
            </>
          ) : null}
          <label className="admin-check">
            <input type="checkbox" checked={values.paymentsUpiEnabled} onChange={(event) => form.setValue('paymentsUpiEnabled', event.target.checked)} /> UPI (a
            link and QR code for the exact amount due)
          </label>
          {values.paymentsUpiEnabled ? (
            <div className="admin-form__row">
              <TextField label="UPI ID" autoComplete="off" spellCheck={false} hint="For example rajatmaya@hdfcbank." {...field('paymentsUpiVpa')} />
              <TextField label="Name shown to the payer" optional {...field('paymentsUpiPayeeName')} />
            </div>
          ) : null}
          <label className="admin-check">
            <input type="checkbox" checked={values.paymentsCodEnabled} onChange={(event) => form.setValue('paymentsCodEnabled', event.target.checked)} /> Cash
            on delivery
          </label>
          {values.paymentsCodEnabled ? (
            <TextField
              label="Cash on delivery up to (₹)"
              inputMode="decimal"
              hint="Larger orders are not offered cash on delivery; 0 for any amount."
              {...field('paymentsCodLimit')}
            />
          ) : null}
          <SelectField
            label="Online payments"
            options={[
              { value: 'none', label: 'None' },
              { value: 'razorpay', label: 'Razorpay payment links' },
            ]}
            hint="With Razorpay, each confirmed order gets a payment link (its keys are set on the server, not here)."
            {...field('paymentsGateway')}
          />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Shop notices</legend>
          <TextField
            label="Send the shop's notices to"
            type="email"
            optional
            hint="Leave it empty for the contact e-mail above."
            {...field('notificationsEmail')}
          />
          {NOTICE_SWITCHES.map(([name, label]) => (
            <label key={name} className="admin-check">
              <input type="checkbox" checked={values[name]} onChange={(event) => form.setValue(name, event.target.checked)} /> {label}
            </label>
          ))}
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Announcement bar</legend>
          <TextField
            label="Announcement"
            optional
            hint={`Shown above the header of every shop page; leave it empty for none. ${values.announcementText.length} of 160 characters.`}
            {...field('announcementText')}
          />
          <TextField label="Announcement link" optional hint="A page of the shop (such as /products) or an https:// address." {...field('announcementLink')} />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Analytics</legend>
          <p className="admin-muted">Only visitors who allowed analytics in the cookie banner are counted, by the shop and by Google Analytics alike.</p>
          <div className="admin-form__row">
            <TextField
              label="Visits counted (%)"
              inputMode="numeric"
              hint="The share of visits whose events the shop stores; the figures are scaled up to estimate all visits. 100 counts every visit; lower it to store less on a busy shop."
              {...field('analyticsSamplePercent')}
            />
            <TextField
              label="GA4 measurement id"
              optional
              autoCapitalize="characters"
              spellCheck={false}
              hint="G-XXXXXXXXXX from Google Analytics (Admin → Data streams) to send every event there as well; leave it empty for the shop's own analytics only."
              {...field('analyticsGa4MeasurementId')}
            />
          </div>
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Inventory</legend>
          <TextField
            label="Low stock at or below"
            inputMode="numeric"
            hint="Products at or below this many pieces are flagged in the admin."
            {...field('lowStockThreshold')}
          />
        </fieldset>

        <FormButtons className="admin-form__actions" pending={form.pending} submitLabel="Save settings" unsaved={dirty} status={form.status} />
      </div>

      <aside className="admin-form__side" aria-label="Preview with the unsaved values">
        <div className="admin-card settings-preview">
          <h2>Preview</h2>
          {values.announcementText ? (
            <>
              <p className="settings-preview__label">Announcement bar</p>
              <p className="announcement-preview">{values.announcementText}</p>
            </>
          ) : null}
          <p className="settings-preview__label">Header</p>
          <p className="settings-preview__brand">
            <strong>{values.brandName || 'Shop name'}</strong>
            <span>{values.brandTagline}</span>
          </p>
          <p className="settings-preview__label">Home page</p>
          <div className="settings-preview__hero">
            <p className="settings-preview__headline">{values.heroHeadline}</p>
            <p>{values.heroSubheadline}</p>
          </div>
          <p className="settings-preview__label">Footer</p>
          <p className="settings-preview__footer">
            {values.contactAddress}
            <br />
            {values.contactPhone} · {values.contactEmail}
          </p>
          <p>
            <a href={whatsappUrl(values.whatsappNumber.replace(/\D/g, ''), values.whatsappMessage)} target="_blank" rel="noreferrer">
              Try the WhatsApp enquiry
              <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
            </a>
          </p>
        </div>
      </aside>
    </form>
  );
}

async function fetchVersion(): Promise<string | null> {
  const db = await loadSignedInDb();
  return db ? (await fetchStoredSettings(db)).updatedAt : null;
}
