// The admin pages the spec leaves as placeholders (inventory, media, reviews, support, users).
import { useMatches } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { PendingPage } from 'shared-ui';

function PlaceholderPage() {
  const handle = useMatches().at(-1)?.handle as { entry?: { title: string } } | undefined;
  return <PendingPage title={handle?.entry?.title ?? 'Admin'} note="Placeholder page: this admin tool is not part of the product yet." />;
}

const route: RouteModule = { Component: PlaceholderPage };

export default route;
