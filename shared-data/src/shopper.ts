// `shared-data/shopper`: what a shopper's own pages and forms use beyond a page's first view: their
// orders (account, order confirmation), messages to the shop (contact form) and video-call requests
// (the booking form), with the admin's views of the same. Its own federated entry, so the
// storefront's first view does not download and compile it: `shared-data` is on every page.
// Like `shared-data/admin`, this entry may come from another app's build than `shared-data` does,
// so its modules reach shared-data's state (the loaded Firestore SDK) through the package name,
// never a relative path; what they import relatively must be stateless.
export * from './collections/messages';
export * from './collections/orders';
export * from './collections/order-documents';
export * from './collections/video-call-requests';
// A customer's review of a product (the product page's own-review form, loaded on demand) and the
// moderation contract the admin shares with the reviews function.
export * from './callables/reviews';
// Paying for an order and the buyer's business for GST (checkout, My Account, the order page).
export * from './orders/money';
export * from './orders/payments';
export * from './tax/gstin';
export * from './tax/buyer-business';
export * from './invoice/tax-document';
export * from './orders/payment-preferences';
export { INTRA_STATE_SPLIT_NOTE } from './invoice/gst-invoice';
export * from './orders/cancelling-credit-note';
// Shipping and the minimum order (the cart and the checkout).
export * from './settings/order-charges';
// Prices made from the silver rate (issue 41): the cart prices metal products at the rate in force.
export * from './pricing/silver-price';
// Whole products with their options and variants (the product page's loader, the cart).
export * from './collections/product-documents';
export { readVariants, rollUpVariants } from './catalog/variants';
