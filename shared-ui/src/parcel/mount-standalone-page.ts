// A remote team's standalone page: mounts the remote's parcel against the local backend, without
// the shell. Pick a page with the links (or #/path in the address).
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { loadBrowserDb, localBackendConfig, startFirebase, type BackendConfig } from 'shared-auth';
import type { RemoteName } from 'shared-data/routes';
import '../styles/index.css';
import { parcelRoutesOf } from './create-remote-parcel';

/** The backend the remote's server named in the page (the site's), else the local defaults. */
function pageBackendConfig(): BackendConfig {
  const text = document.getElementById('backend-config')?.textContent;
  if (!text) return localBackendConfig;
  try {
    return JSON.parse(text) as BackendConfig;
  } catch {
    return localBackendConfig;
  }
}

export function mountStandalonePage(remote: RemoteName, parcel: ParcelConfig): void {
  startFirebase(pageBackendConfig());
  const domElement = document.getElementById('root');
  if (!domElement) return;
  const routes = parcelRoutesOf(remote);
  const initialPath = window.location.hash.slice(1) || routes[0]?.path || '/';
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', 'Pages of this remote');
  for (const route of routes) {
    const link = document.createElement('a');
    link.href = `#${route.path}`;
    link.textContent = route.title;
    link.style.marginRight = '1rem';
    // A parcel's memory router starts at its initial path: a new page starts it again.
    link.addEventListener('click', () => window.setTimeout(() => window.location.reload(), 0));
    nav.append(link);
  }
  domElement.before(nav);
  void loadBrowserDb().then((db) => mountRootParcel(parcel, { domElement, initialPath, context: { db } }).mountPromise);
}
