// The Settings form: every field of settings/site in sections, checked with the shared schema
// (messages next to the fields, focus to the first wrong one), a preview of the header, the home
// hero and the WhatsApp enquiry with the unsaved values, and a save that is one audited write
// refused when someone else saved the settings after this form was opened (what they changed is
// listed; nothing typed is lost). A page leave with unsaved changes asks first.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadBrowserDb } from 'shared-auth';
import { SETTINGS, SITE_SETTINGS_ID } from 'shared-data';
import { siteSettingsFormOf, siteSettingsOfForm, type SiteSettingsForm } from 'shared-data/admin';
import { auditedWrite, ConflictError, GST_RATES, GST_STATE_CODES, siteSettingsFormSchema, type AuditChange } from 'shared-data/admin';
import { FormError, FormStatus, SelectField, TextAreaField, TextField, useForm, whatsappUrl } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useLeaveWarning } from '../../../hooks/use-leave-warning';
import { fetchStoredSettings, type StoredSettings } from '../../../lib/admin-settings';

const STATES = Object.keys(GST_STATE_CODES).map((state) => ({ value: state, label: state }));
const RATES = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

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
      const db = await loadBrowserDb();
      if (!db || !actor) throw new FormError('You are signed out or offline, so nothing was saved. Your changes stay in the form.');
      const data = siteSettingsOfForm(checked) as unknown as Record<string, unknown>;
      try {
        await auditedWrite({
          db,
          actor,
          ...(exists.current
            ? { kind: 'update' as const, base: { ...stored.settings, updatedAt: version.current } }
            : { kind: 'create' as const }),
          collection: SETTINGS,
          id: SITE_SETTINGS_ID,
          action: 'settings.update',
          summary: 'Changed the site settings',
          data,
        });
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict(error.changes);
          throw new FormError('Someone else saved the settings after you opened this page. Their changes are listed below; load them, or save yours over them.');
        }
        throw new FormError(error instanceof Error && /permission/i.test(error.message) ? 'The shop refused the change (your admin access may have been removed). Your changes stay in the form.' : 'The settings could not be saved. Check the connection and save again; your changes stay in the form.');
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
    const db = await loadBrowserDb();
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

  useLeaveWarning(dirty);

  const field = form.field;

  return (
    <form {...form.formProps} className="admin-form" aria-label="Site settings">
      <div className="admin-form__main">
        {conflict ? (
          <div className="admin-alert admin-alert--warning" role="alert">
            <p>Changed by someone else since you opened the page:</p>
            <ul>
              {Object.entries(conflict).map(([key, change]) => (
                <li key={key}>
                  {key}: {JSON.stringify(change.from)} → {JSON.stringify(change.to)}
                </li>
              ))}
            </ul>
            <div className="form-actions">
              <button
                type="button"
                className="button"
                onClick={() => void loadTheirs()}
              >
                Discard mine and load theirs
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  // Saving over theirs: the next save expects the version that is stored now.
                  void fetchVersion().then((current) => {
                    version.current = current;
                    setConflict(null);
                    void form.submit();
                  });
                }}
              >
                Save mine over theirs
              </button>
            </div>
          </div>
        ) : null}

        <fieldset className="admin-card admin-fieldset">
          <legend>Shop</legend>
          <SelectField label="Kind of shop" options={[{ value: 'wholesale', label: 'Wholesale (jewellers and resellers)' }, { value: 'retail', label: 'Retail (shoppers)' }]} {...field('mode')} />
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
            <input type="checkbox" checked={values.taxPricesIncludeTax} onChange={(event) => form.setValue('taxPricesIncludeTax', event.target.checked)} /> Catalogue prices include GST (the
            invoice backs the tax out of the price; otherwise GST is added on top)
          </label>
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Orders and shipping</legend>
          <p className="admin-muted">Checkout shows these and the order is charged by them. A shipping fee of 0 leaves shipping to be quoted when the shop confirms an order.</p>
          <div className="admin-form__row">
            <TextField label="Shipping fee (₹)" inputMode="decimal" hint="A flat fee per order; 0 for none." {...field('ordersShippingFee')} />
            <TextField label="Free shipping from (₹)" inputMode="decimal" hint="Orders of at least this value ship free; 0 for never." {...field('ordersFreeShippingAbove')} />
            <TextField label="Minimum order value (₹)" inputMode="decimal" hint="Smaller orders cannot be placed; 0 for any." {...field('ordersMinimumOrderValue')} />
          </div>
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Announcement bar</legend>
          <TextField label="Announcement" optional hint={`Shown above the header of every shop page; leave it empty for none. ${values.announcementText.length} of 160 characters.`} {...field('announcementText')} />
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
          <TextField label="Low stock at or below" inputMode="numeric" hint="Products at or below this many pieces are flagged in the admin." {...field('lowStockThreshold')} />
        </fieldset>

        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save settings'}
          </button>
          <span className="admin-muted">{dirty ? 'Unsaved changes.' : 'No unsaved changes.'}</span>
          <FormStatus state={form.status} />
        </div>
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
  const db = await loadBrowserDb();
  return db ? (await fetchStoredSettings(db)).updatedAt : null;
}
