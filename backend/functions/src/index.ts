// The deployed Cloud Functions. Each export is one function; the logic lives in its own module.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminAuth, adminFirestore } from './admin';
import { FUNCTIONS_REGION } from './config';
import { requireAdmin } from './require-admin';
import { setAdminRole as setAdminRoleHandler } from './set-admin-role';
import { subscribeNewsletter as subscribeNewsletterHandler } from './subscribe-newsletter';
import { syncCategoryCounts } from './sync-category-counts';
import { placeOrder as placeOrderHandler } from './place-order';
import { onProductWritten } from './product-written';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

export const setAdminRole = onCall((request) =>
  setAdminRoleHandler(request, { auth: adminAuth(), db: adminFirestore() }),
);

export const rebuildCategories = onCall(async (request) => {
  await requireAdmin(request, adminAuth());
  return syncCategoryCounts(adminFirestore());
});

export const subscribeNewsletter = onCall((request) => subscribeNewsletterHandler(request, adminFirestore()));

export const placeOrder = onCall((request) => placeOrderHandler(request, adminFirestore()));

// Fires in production and locally alike: the local document server delivers Firestore events to the
// Functions emulator as Google's Firestore emulator does (backend/README.md).
export const productWritten = onDocumentWritten('prod/{id}', (event) =>
  onProductWritten(adminFirestore(), event.params.id, event.data?.before.data(), event.data?.after.data()),
);
