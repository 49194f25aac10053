// The account team's standalone page: mounts this remote's parcel against the local backend,
// without the shell. Pick a page with the links (or #/path in the address).
import { mountRootParcel } from 'single-spa';
import { localBackendConfig, getBrowserDb, startFirebase } from 'shared-auth';
import 'shared-ui/styles.css';
import * as parcel from './parcel';

startFirebase(localBackendConfig);
const domElement = document.getElementById('root');
if (domElement) {
  const initialPath = window.location.hash.slice(1) || parcel.parcelRoutes[0]?.path || '/';
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', 'Pages of this remote');
  for (const route of parcel.parcelRoutes) {
    const link = document.createElement('a');
    link.href = `#${route.path}`;
    link.textContent = route.title;
    link.style.marginRight = '1rem';
    link.addEventListener('click', () => window.setTimeout(() => window.location.reload(), 0));
    nav.append(link);
  }
  domElement.before(nav);
  void mountRootParcel(parcel, { domElement, initialPath, context: { db: getBrowserDb() } }).mountPromise;
}
