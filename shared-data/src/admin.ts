// `shared-data/admin`: what only the admin area uses (audited writes, the admin callables'
// contracts, the editors' form schemas, roll-ups, invoices). Its own federated entry, so the
// storefront's pages do not download and compile it: `shared-data` is on every page's first view.
// This entry may come from another app's build than `shared-data` does, so its modules reach
// shared-data's state (the loaded Firestore SDK) through the package name, never a relative path;
// what they import relatively must be stateless (schemas, field checks, readers).
// Every collection's name, the ones only the functions write included (mail, notes, counters).
export * from './collections/collection-names';
export * from './analytics/rollup';
export * from './collections/admin-audit';
export * from './collections/audited-write';
export * from './schemas/content-page';
// The editors' schemas of a post and a product (the storefront reads documents without them).
export * from './schemas/blog-post';
export { productDocumentSchema, productImportFieldsSchema, type ProductImportFields } from './schemas/product';
export * from './schemas/seo';
export * from './schemas/career';
export * from './settings/site-settings-form';
export * from './collections/media';
export * from './collections/customer-stats';
export * from './collections/sales-daily';
export * from './invoice/gst-invoice';
export * from './callables/categories';
export * from './callables/order-status';
export * from './callables/set-admin-role';
export * from './callables/stock';
export * from './callables/import-products';
export * from './catalog/variants';
// A category's attribute definitions (issue 40): the category and product editors.
export * from './catalog/attribute-definitions';
export * from './collections/category-details';
export * from './collections/product-documents';
export { GST_RATES } from './collections/category-tax';
export * from './callables/invoice';
export * from './callables/customers';
export * from './callables/support';
export * from './callables/order-money';
export * from './orders/order-totals';
export * from './orders/money';
export * from './orders/payments';
export * from './tax/gstin';
export * from './tax/buyer-business';
export * from './invoice/tax-document';
export * from './orders/payment-preferences';
export * from './orders/cancelling-credit-note';
export * from './callables/silver-rate';
export * from './pricing/silver-price';
export * from './pricing/pricing-input';
