// The deployed Cloud Functions. Each export is one function; the logic lives in its own module.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import { MAIL, PRODUCTS, SETTINGS, SITE_SETTINGS_ID, WEBUSERS } from 'shared-data/contracts';
import { adminAuth, adminFirestore } from './admin';
import { FUNCTIONS_REGION, SMTP_URL_ENV } from './config';
import { mailTransport } from './mail/mail-transport';
import { processMailDocument, retryDueMail } from './mail/deliver-mail';
import { requireAdmin } from './require-admin';
import { shopCallable } from './caller-account';
import { replyToSupportMessage as replyToSupportMessageHandler } from './support-replies';
import {
  deleteCategory as deleteCategoryHandler,
  reorderCategories as reorderCategoriesHandler,
  saveCategory as saveCategoryHandler,
} from './categories-admin';
import { listAdmins as listAdminsHandler, setAdminRole as setAdminRoleHandler } from './set-admin-role';
import { subscribeNewsletter as subscribeNewsletterHandler } from './subscribe-newsletter';
import { requestVideoCall as requestVideoCallHandler, sendContactMessage as sendContactMessageHandler } from './inbox';
import { syncCategoryCounts } from './sync-category-counts';
import { placeOrder as placeOrderHandler } from './place-order';
import { addOrderNote as addOrderNoteHandler, setOrderStatus as setOrderStatusHandler } from './order-status';
import { onProductWritten } from './product-written';
import { onCustomerProfileWritten } from './customer-profile';
import { adjustStock as adjustStockHandler } from './stock';
import { importProducts as importProductsHandler } from './import-products';
import { issueCreditNote as issueCreditNoteHandler, issueInvoice as issueInvoiceHandler } from './tax-documents';
import {
  addCustomerNote as addCustomerNoteHandler,
  setCustomerBusiness as setCustomerBusinessHandler,
  setCustomerDisabled as setCustomerDisabledHandler,
} from './customers';
import { recordPayment as recordPaymentHandler, sendPaymentReminder as sendPaymentReminderHandler } from './payments';
import { editOrder as editOrderHandler } from './order-edit';
import { createShopOrder as createShopOrderHandler } from './shop-orders';
import { handlePaymentWebhook } from './payment-gateway/webhook';
import { configuredGateway, RAZORPAY_ENV } from './payment-gateway/razorpay';
import { moderateReview as moderateReviewHandler, submitReview as submitReviewHandler } from './reviews';
import { bumpPublicContentVersion, PUBLIC_COLLECTIONS } from './public-content';
import { publishDuePosts } from './blog-schedule';
import { rollUpRecentDays } from './analytics-rollup';
import {
  applyDueRates,
  cancelSilverRate as cancelSilverRateHandler,
  onSiteSettingsWritten,
  resumeRepricing,
  setSilverRate as setSilverRateHandler,
} from './silver-rate';

// Every callable needs an App Check token (reCAPTCHA Enterprise in the shop's pages; locally the
// emulator convention: present and well-formed, not verified): a script calling the functions
// directly is refused with `unauthenticated` before any of our code runs.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10, enforceAppCheck: true });

export const setAdminRole = shopCallable((request) => setAdminRoleHandler(request, { auth: adminAuth(), db: adminFirestore() }));

export const listAdmins = shopCallable((request) => listAdminsHandler(request, adminAuth()));

export const rebuildCategories = shopCallable(async (request) => {
  await requireAdmin(request, adminAuth());
  return syncCategoryCounts(adminFirestore());
});

export const saveCategory = shopCallable((request) => saveCategoryHandler(request, adminFirestore(), adminAuth()));
export const reorderCategories = shopCallable((request) => reorderCategoriesHandler(request, adminFirestore(), adminAuth()));
export const deleteCategory = shopCallable((request) => deleteCategoryHandler(request, adminFirestore(), adminAuth()));

export const subscribeNewsletter = shopCallable((request) => subscribeNewsletterHandler(request, adminFirestore()));
export const sendContactMessage = shopCallable((request) => sendContactMessageHandler(request, adminFirestore()));
export const requestVideoCall = shopCallable((request) => requestVideoCallHandler(request, adminFirestore()));

export const placeOrder = shopCallable((request) => placeOrderHandler(request, adminFirestore()));

// Online payments are optional: the gateway's secrets exist (and are bound to the functions that
// use them) only when functions/.env says PAYMENT_GATEWAY=razorpay (backend/README.md).
const gatewaySecrets = process.env['PAYMENT_GATEWAY'] === 'razorpay' ? [defineSecret(RAZORPAY_ENV.keySecret), defineSecret(RAZORPAY_ENV.webhookSecret)] : [];

export const setOrderStatus = shopCallable((request) => setOrderStatusHandler(request, adminFirestore(), adminAuth()), { secrets: gatewaySecrets });

/** Razorpay's webhook (payment_link.paid): set its URL and secret in the Razorpay dashboard. */
export const paymentWebhook = onRequest({ secrets: gatewaySecrets }, async (request, response) => {
  const answer = await handlePaymentWebhook(request, adminFirestore(), configuredGateway());
  response.status(answer.status).json(answer.body);
});
export const addOrderNote = shopCallable((request) => addOrderNoteHandler(request, adminFirestore(), adminAuth()));

export const adjustStock = shopCallable((request) => adjustStockHandler(request, adminFirestore(), adminAuth()));
export const importProducts = shopCallable((request) => importProductsHandler(request, adminFirestore(), adminAuth()));
export const issueInvoice = shopCallable((request) => issueInvoiceHandler(request, adminFirestore(), adminAuth()));
export const issueCreditNote = shopCallable((request) => issueCreditNoteHandler(request, adminFirestore(), adminAuth()));
export const recordPayment = shopCallable((request) => recordPaymentHandler(request, adminFirestore(), adminAuth()));
export const sendPaymentReminder = shopCallable((request) => sendPaymentReminderHandler(request, adminFirestore(), adminAuth()));
export const replyToSupportMessage = shopCallable((request) => replyToSupportMessageHandler(request, adminFirestore(), adminAuth()));
export const editOrder = shopCallable((request) => editOrderHandler(request, adminFirestore(), adminAuth()));
export const createShopOrder = shopCallable((request) => createShopOrderHandler(request, adminFirestore(), adminAuth()));
export const setCustomerBusiness = shopCallable((request) => setCustomerBusinessHandler(request, adminFirestore(), adminAuth()));
export const setCustomerDisabled = shopCallable((request) => setCustomerDisabledHandler(request, adminFirestore(), adminAuth()));
export const addCustomerNote = shopCallable((request) => addCustomerNoteHandler(request, adminFirestore(), adminAuth()));

export const submitReview = shopCallable((request) => submitReviewHandler(request, adminFirestore(), adminAuth()));
export const moderateReview = shopCallable((request) => moderateReviewHandler(request, adminFirestore(), adminAuth()));

// The day's silver rate: kept, made current, and every metal-priced product re-priced (silver-rate.ts).
export const setSilverRate = shopCallable((request) => setSilverRateHandler(request, adminFirestore(), adminAuth()), { timeoutSeconds: 540 });
export const cancelSilverRate = shopCallable((request) => cancelSilverRateHandler(request, adminFirestore(), adminAuth()));
// A change of the settings a metal price is made from (rounding, GST rate, prices with or without
// GST) re-prices every metal-priced product at the rate in force; a run cut short is resumed by
// resumeSilverRepricing below.
export const siteSettingsWritten = onDocumentWritten({ document: `${SETTINGS}/${SITE_SETTINGS_ID}`, timeoutSeconds: 540 }, async (event) => {
  const restarted = await onSiteSettingsWritten(adminFirestore(), event.data?.before.data(), event.data?.after.data());
  if (restarted) logger.info('silver re-pricing restarted for new price settings', restarted);
});

// Fires in production and locally alike: the local document server delivers Firestore events to the
// Functions emulator as Google's Firestore emulator does (backend/README.md).
export const productWritten = onDocumentWritten(`${PRODUCTS}/{id}`, (event) =>
  onProductWritten(adminFirestore(), event.params.id, event.data?.before.data(), event.data?.after.data(), event.id),
);

// Manage Customers searches customers by name and phone: kept from the profile on customerStats.
export const customerProfile = onDocumentWritten(`${WEBUSERS}/{uid}`, (event) =>
  onCustomerProfileWritten(adminFirestore(), event.params.uid, event.data?.after.data()).then(() => undefined),
);

// Content every shopper sees changed: the shop servers drop their shared reads within a second.
// One trigger per collection, grouped: deployed as publicContent-categories, publicContent-seo, …
export const publicContent = Object.fromEntries(
  PUBLIC_COLLECTIONS.map((collection) => [
    collection,
    onDocumentWritten(`${collection}/{id}`, (event) => bumpPublicContentVersion(adminFirestore(), `${collection}/${event.params.id}`)),
  ]),
);

// Outgoing e-mail: every `mail/{id}` document is sent once by the trigger (locally too, through the
// document server's trigger delivery); the schedule re-sends failed ones with backoff and takes
// back abandoned claims (locally no Pub/Sub emulator runs it: retryDueMail is called directly).
const smtpUrl = defineSecret(SMTP_URL_ENV);
// Optional sender override from functions/.env (e.g. "Shop <orders@shop.in>"); otherwise each
// document's `from` (the shop's contact address from settings/site).
const mailOptions = () => (process.env['MAIL_FROM'] ? { from: process.env['MAIL_FROM'] } : {});

export const sendMail = onDocumentCreated({ document: `${MAIL}/{id}`, secrets: [smtpUrl] }, async (event) => {
  const result = await processMailDocument(adminFirestore(), event.params.id, mailTransport(smtpUrl.value()), new Date(), mailOptions());
  if (result.outcome !== 'sent' && result.outcome !== 'skipped') logger.warn('mail not sent', result);
});

export const retryMail = onSchedule({ schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: [smtpUrl] }, async () => {
  const summary = await retryDueMail(adminFirestore(), mailTransport(smtpUrl.value()), new Date(), mailOptions());
  if (summary.results.length > 0) {
    logger.info('mail retry sweep', { sent: summary.sent, retry: summary.retry, failed: summary.failed, skipped: summary.skipped });
  }
});

// Scheduled blog posts go live within a minute of their time (blog-schedule.ts); the local backend
// runs publishDuePosts on its own timer.
export const publishScheduledPosts = onSchedule({ schedule: 'every 1 minutes', timeZone: 'Asia/Kolkata' }, async () => {
  const { published } = await publishDuePosts(adminFirestore(), new Date());
  if (published.length > 0) logger.info('published scheduled posts', { published });
});

// The analytics roll-ups (analytics-rollup.ts): today's figures every 15 minutes.
export const rollUpAnalytics = onSchedule({ schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata', timeoutSeconds: 540, memory: '1GiB' }, async () => {
  const days = await rollUpRecentDays(adminFirestore(), new Date());
  logger.info('analytics rolled up', { days: days.map((day) => ({ day: day.day, events: day.events })) });
});

// Every minute: a scheduled silver rate whose time has come is made current (and re-prices), and a
// re-pricing cut short (the callable timed out, a server stopped) continues where it stopped.
export const resumeSilverRepricing = onSchedule({ schedule: 'every 1 minutes', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 }, async () => {
  const applied = await applyDueRates(adminFirestore());
  if (applied) logger.info('scheduled silver rate applied', applied);
  const resumed = await resumeRepricing(adminFirestore());
  if (resumed) logger.info('silver re-pricing resumed', resumed);
});
