// How the audit log says what happened, in words a shop owner reads: every action the admin and the
// functions record has a name and an area (so each kind can be filtered: by area, or the one action),
// and a changed field reads "Price: ₹2,199 → ₹2,419" instead of "price: 2199 → 2419". A new action
// recorded anywhere needs its line here; audit-words.test.ts finds the ones missing in the sources.
import type { AuditChange } from 'shared-data/admin';
import { formatIst } from 'shared-data/dates';
import { formatInr, formatNumber } from 'shared-ui';

export const AUDIT_AREAS = {
  products: {
    label: 'Products',
    actions: {
      'product.create': 'Product created',
      'product.update': 'Product changed',
      'product.archive': 'Product archived',
      'product.delete': 'Product deleted',
      'product.import-create': 'Product created by a CSV import',
      'product.import-update': 'Product changed by a CSV import',
    },
  },
  categories: {
    label: 'Categories',
    actions: {
      'category.create': 'Category created',
      'category.update': 'Category changed',
      'category.reorder': 'Categories reordered',
      'category.delete': 'Category deleted',
    },
  },
  inventory: { label: 'Inventory', actions: { 'inventory.adjust': 'Stock adjusted' } },
  pricing: {
    label: 'Silver rate and pricing',
    actions: {
      'pricing.silver-rate': 'Silver rate set',
      'pricing.silver-rate-scheduled': 'Silver rate scheduled',
      'pricing.silver-rate-cancelled': 'Scheduled silver rate cancelled',
      'pricing.basis': 'Pricing basis changed',
      'pricing.making': 'Making charges changed',
    },
  },
  orders: {
    label: 'Orders',
    actions: {
      'order.create': 'Order entered',
      'order.status': 'Order status changed',
      'order.edit': 'Order edited',
      'order.note': 'Order note',
      'order.invoice': 'Tax invoice issued',
      'order.credit-note': 'Credit note issued',
      'order.payment': 'Payment recorded',
      'order.refund': 'Refund recorded',
      'order.payment-reminder': 'Payment reminder sent',
    },
  },
  customers: {
    label: 'Customers',
    actions: {
      'customer.note': 'Customer note',
      'customer.business': 'Business details corrected',
      'customer.disable': 'Sign-in turned off',
      'customer.enable': 'Sign-in turned on',
    },
  },
  reviews: {
    label: 'Reviews',
    actions: { 'review.approve': 'Review approved', 'review.reject': 'Review rejected', 'review.reply': 'Review answered', 'review.delete': 'Review deleted' },
  },
  blog: {
    label: 'Blog',
    actions: { 'blog.publish': 'Post saved', 'blog.autosave': 'Draft saved automatically', 'blog.delete': 'Post deleted' },
  },
  pages: {
    label: 'Pages and careers',
    actions: {
      'page.update': 'Page changed',
      'career.create': 'Opening added',
      'career.update': 'Opening changed',
      'career.close': 'Opening closed',
      'career.reopen': 'Opening reopened',
    },
  },
  media: { label: 'Media', actions: { 'media.upload': 'Image uploaded', 'media.update': 'Image details changed', 'media.delete': 'Image deleted' } },
  seo: { label: 'SEO', actions: { 'seo.update': 'SEO settings changed' } },
  settings: { label: 'Settings', actions: { 'settings.update': 'Settings changed' } },
  support: { label: 'Support', actions: { 'support.update': 'Support request changed', 'support.reply': 'Reply sent to a message' } },
  roles: { label: 'Admin roles', actions: { 'role.grant': 'Admin role granted', 'role.revoke': 'Admin role removed' } },
} as const satisfies Record<string, { label: string; actions: Record<string, string> }>;

export type AuditArea = keyof typeof AUDIT_AREAS;

/** Every action with its name. */
export const AUDIT_ACTIONS: Record<string, string> = Object.assign({}, ...Object.values(AUDIT_AREAS).map((area) => area.actions));

/** The actions of an area (for `action in [...]`), or null for an unknown area. */
export function areaActions(area: string | undefined): string[] | null {
  return area && area in AUDIT_AREAS ? Object.keys(AUDIT_AREAS[area as AuditArea].actions) : null;
}

/** An action's name; an unknown one (recorded by a newer version) reads as its words. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[.-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FIELD_LABELS: Record<string, string> = {
  mrp: 'MRP',
  sku: 'SKU',
  hsnCode: 'HSN code',
  gstin: 'GSTIN',
  seo: 'Search listing',
  minOrderQty: 'Minimum order quantity',
  categorySlug: 'Category (address)',
  subCategoryId: 'Subcategory (address)',
  imageSrcs: 'Images',
  publishAt: 'Goes live',
  publishedAt: 'Published',
};
const MONEY_FIELDS = new Set(['price', 'mrp', 'total', 'subtotal', 'shipping', 'amount', 'discount', 'lifetimeValue', 'rupeesPerGram']);

/** "minOrderQty" → "Min order qty"; known fields by their names. */
export function auditFieldLabel(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  if (FIELD_LABELS[last]) return FIELD_LABELS[last];
  const words = last
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function auditValueText(field: string, value: AuditChange['from']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return MONEY_FIELDS.has(field.split('.').at(-1) ?? field) ? formatInr(value) : formatNumber(value, Number.isInteger(value) ? 0 : 2);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return `${formatIst(value, 'dateTime')} IST`;
  return value.startsWith('{') ? 'changed' : `“${value}”`;
}

/** One changed field as a person reads it: "Price: ₹2,199 → ₹2,419". */
export function describeAuditChange(field: string, change: AuditChange): string {
  const from = auditValueText(field, change.from);
  const to = auditValueText(field, change.to);
  const label = auditFieldLabel(field);
  if (from === 'changed' || to === 'changed') return `${label} changed`;
  if (change.from === null || change.from === '') return `${label} set to ${to}`;
  if (change.to === null || change.to === '') return `${label} removed (was ${from})`;
  return `${label}: ${from} → ${to}`;
}
