// Renders a route's page: the module its loader loaded (a remote's or the shell's own), its head
// tags, and — for remotes — an error boundary with a Retry action, so a remote that throws while
// rendering never breaks the chrome.
import { useLoaderData } from 'shared-router';
import type { RouteModule } from 'shared-data';
import type { RouteEntry } from 'shared-data/routes';
import { shellPages } from '../pages/shell-pages';
import { PageHead } from './page-head';
import { useRouteModules } from './route-modules-context';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable } from './remote-unavailable';

function Head({ entry, module }: { entry: RouteEntry; module: RouteModule }) {
  const data = useLoaderData();
  return <PageHead title={module.title?.(data) ?? entry.title} meta={module.meta?.(data)} routeId={entry.id} />;
}

export function RemoteRoute({ entry, layout = false }: { entry: RouteEntry; layout?: boolean }) {
  const modules = useRouteModules();
  if (entry.owner === 'shell') {
    const page = shellPages[entry.module];
    if (!page) return null;
    const Page = page.Component;
    return (
      <>
        <Head entry={entry} module={page} />
        <Page />
      </>
    );
  }
  const module = modules.peek(entry.owner, entry.module);
  if (!module) return <RemoteUnavailable remote={entry.owner} />;
  const Page = module.Component;
  return (
    <RemoteBoundary remote={entry.owner}>
      {layout ? null : <Head entry={entry} module={module} />}
      <Page />
    </RemoteBoundary>
  );
}
