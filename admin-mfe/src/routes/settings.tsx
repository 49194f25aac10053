// /admin/settings (Settings): every field of settings/site — the shop's mode, brand, home hero,
// contact and WhatsApp, app and social links, the home page's counters and claims, the low-stock
// level and the GST details the tax invoices print — checked with the shared schema, previewed as
// typed, saved in one audited write with the stored version as its precondition.
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { SettingsForm } from '../features/settings/components/settings-form';
import { fetchStoredSettings } from '../lib/admin-settings';
import { requireDb } from '../lib/page-loader';

async function loader({ context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the settings');
  return fetchStoredSettings(db);
}

function SettingsPage() {
  const stored = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-settings"
        title="Settings"
        description="The shop's name, texts, contact details, links and tax details. Shoppers see a saved change on their next page load."
      />
      <SettingsForm stored={stored} />
    </section>
  );
}

export default defineRoute({ loader, Component: SettingsPage });
