// The deployed Cloud Functions. Each export is one function; the logic lives in its own module.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { adminAuth, adminFirestore } from './admin';
import { FUNCTIONS_REGION } from './config';
import { requireAdmin } from './require-admin';
import { setAdminRole as setAdminRoleHandler } from './set-admin-role';
import { subscribeNewsletter as subscribeNewsletterHandler } from './subscribe-newsletter';
import { syncCategoryCounts } from './sync-category-counts';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

export const setAdminRole = onCall((request) =>
  setAdminRoleHandler(request, { auth: adminAuth(), db: adminFirestore() }),
);

export const rebuildCategories = onCall(async (request) => {
  await requireAdmin(request, adminAuth());
  return syncCategoryCounts(adminFirestore());
});

export const subscribeNewsletter = onCall((request) => subscribeNewsletterHandler(request, adminFirestore()));
