// The e-mails a customer receives as an order moves along: placed, confirmed, packed, shipped
// (courier and tracking link), delivered, cancelled, returned, refunded. Each shows the order
// number, its lines, the totals and the delivery address, in rupees and India's dates.
import type { OrderAddress } from 'shared-data/contracts';
import { escapeHtml, formatIndianDateTime, formatInr, headerText, httpsUrl } from './format';
import { amountLine, button, fact, heading, paragraph, renderEmail, section, table, type Block, type RenderedEmail } from './layout';
import type { MailSettings } from './mail-settings';
import { paymentInstructions } from './payment-instructions';

export const ORDER_EMAIL_KINDS = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'refunded',
  'updated',
  'payment-reminder',
] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];
/** Kinds an order may get more than once (each its own document). */
export const REPEATABLE_ORDER_EMAILS: readonly OrderEmailKind[] = ['updated', 'payment-reminder'];

/** The order status each e-mail announces (`placed` is the new order, `pending_confirmation`). */
const STATUS_OF_KIND: Partial<Record<OrderEmailKind, string>> = {
  placed: 'pending_confirmation',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
  refunded: 'refunded',
};

/** The e-mail to send when an order enters `status`, or null for a status without one. */
export function orderEmailKindForStatus(status: string): OrderEmailKind | null {
  return ORDER_EMAIL_KINDS.find((kind) => STATUS_OF_KIND[kind] === status) ?? null;
}

export interface EmailOrderLine {
  title: string;
  sku: string;
  /** A variant's option values ('7 / Rhodium'), printed after the title. */
  variantLabel?: string;
  price: number;
  quantity: number;
  lineTotal: number;
}

/** What the order e-mails need of an order (see toEmailOrder for reading one from Firestore). */
export interface EmailOrder {
  id: string;
  uid: string;
  /** 'SO-2026-000123' */
  number: string;
  items: EmailOrderLine[];
  subtotal: number;
  /** The shop's discount (rupees off the subtotal) and why; absent for none. */
  discount?: { amount: number; reason: string } | undefined;
  shipping: number;
  /** 'to_quote': the shop has not quoted shipping yet (the total is without it). */
  shippingState?: 'charged' | 'to_quote' | 'quoted' | undefined;
  total: number;
  /** What the customer still owes (the total until payments are recorded). */
  due?: number | undefined;
  /** The gateway's payment link, when the shop takes payments online. */
  paymentLink?: string | null | undefined;
  address: OrderAddress;
  note: string;
  placedAt: Date;
  /** For `shipped`: the courier, and the tracking number and link if known. */
  shipment?: { courier: string; trackingNumber?: string; trackingUrl?: string } | undefined;
  /** For `cancelled`: why, in words the customer may read. */
  cancellation?: { reason?: string } | undefined;
  /** For `refunded`: how much went back, and the payment reference. */
  refund?: { amount: number; reference?: string } | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A Firestore Timestamp, a Date or an ISO string as a Date; null for anything else. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  if (isRecord(value) && typeof value['toDate'] === 'function') return (value['toDate'] as () => Date)();
  return null;
}

/**
 * An order as the e-mails need it, from a stored `orders/{id}` document (Timestamps) or from
 * shared-data's Order (ISO strings). The optional `shipment`, `cancellation` and `refund` maps are
 * read from the document when present.
 */
export function toEmailOrder(id: string, data: Record<string, unknown>, fallbackDate: Date = new Date()): EmailOrder {
  const history = Array.isArray(data['statusHistory']) ? data['statusHistory'] : [];
  const firstStep = history.find(isRecord);
  const placedAt = toDate(firstStep?.['at']) ?? toDate(data['createdAt']) ?? fallbackDate;
  const address = isRecord(data['address']) ? data['address'] : {};
  const order: EmailOrder = {
    id,
    uid: str(data['uid']),
    number: str(data['number']) || id,
    items: (Array.isArray(data['items']) ? data['items'] : []).filter(isRecord).map((item) => ({
      title: str(item['title']) || str(item['productId']),
      sku: str(item['sku']),
      ...(str(item['variantLabel']) ? { variantLabel: str(item['variantLabel']) } : {}),
      price: num(item['price']),
      quantity: num(item['quantity']),
      lineTotal: num(item['lineTotal']) || num(item['price']) * num(item['quantity']),
    })),
    subtotal: num(data['subtotal']),
    shipping: num(data['shipping']),
    total: num(data['total']),
    ...(isRecord(data['discount']) && num(data['discount']['amount']) > 0
      ? { discount: { amount: num(data['discount']['amount']), reason: str(data['discount']['reason']) } }
      : {}),
    ...(['charged', 'to_quote', 'quoted'].includes(str(data['shippingState']))
      ? { shippingState: str(data['shippingState']) as EmailOrder['shippingState'] }
      : {}),
    due: isRecord(data['payment']) && typeof data['payment']['due'] === 'number' ? num(data['payment']['due']) : num(data['total']),
    ...(isRecord(data['paymentLink']) && str(data['paymentLink']['url']) ? { paymentLink: str(data['paymentLink']['url']) } : {}),
    address: {
      fullName: str(address['fullName']),
      phone: str(address['phone']),
      line1: str(address['line1']),
      city: str(address['city']),
      state: str(address['state']),
      postalCode: str(address['postalCode']),
      country: str(address['country']),
      ...(str(address['line2']) ? { line2: str(address['line2']) } : {}),
    },
    note: str(data['note']),
    placedAt,
  };
  const shipment = data['shipment'];
  if (isRecord(shipment) && str(shipment['courier'])) {
    order.shipment = { courier: str(shipment['courier']) };
    if (str(shipment['trackingNumber'])) order.shipment.trackingNumber = str(shipment['trackingNumber']);
    if (str(shipment['trackingUrl'])) order.shipment.trackingUrl = str(shipment['trackingUrl']);
  }
  const cancellation = data['cancellation'];
  if (isRecord(cancellation)) order.cancellation = str(cancellation['reason']) ? { reason: str(cancellation['reason']) } : {};
  const refund = data['refund'];
  if (isRecord(refund) && typeof refund['amount'] === 'number') {
    order.refund = { amount: num(refund['amount']) };
    if (str(refund['reference'])) order.refund.reference = str(refund['reference']);
  }
  return order;
}

function addressBlock(address: OrderAddress): Block {
  const lines = [
    address.fullName,
    address.line1,
    address.line2 ?? '',
    [address.city, address.state, address.postalCode].filter(Boolean).join(', '),
    address.country,
    address.phone ? `Phone: ${address.phone}` : '',
  ].filter(Boolean);
  return {
    html: `<p style="margin:0 0 14px;font-size:14px;line-height:1.55;color:#1f2937;font-family:Arial,Helvetica,sans-serif;">${lines.map(escapeHtml).join('<br>')}</p>`,
    text: lines.join('\n'),
  };
}

const lineName = (item: EmailOrderLine) => (item.variantLabel ? `${item.title} (${item.variantLabel})` : item.title);

function summaryBlock(order: EmailOrder): Block {
  const rows = order.items.map((item) => ({
    html: [
      `${escapeHtml(lineName(item))}${item.sku ? `<br><span style="font-size:12px;color:#6b7280;">${escapeHtml(item.sku)}</span>` : ''}`,
      escapeHtml(String(item.quantity)),
      escapeHtml(formatInr(item.price)),
      escapeHtml(formatInr(item.lineTotal)),
    ],
    text: `${item.quantity} × ${lineName(item)}${item.sku ? ` (${item.sku})` : ''} at ${formatInr(item.price)} = ${formatInr(item.lineTotal)}`,
  }));
  const toQuote = order.shippingState === 'to_quote';
  const shipping = toQuote ? 'quoted when we confirm your order' : order.shipping === 0 ? 'free' : formatInr(order.shipping);
  return table(['Product', 'Qty', 'Price', 'Amount'], rows, [
    amountLine('Subtotal', formatInr(order.subtotal)),
    ...(order.discount ? [amountLine(`Discount${order.discount.reason ? ` (${order.discount.reason})` : ''}`, `−${formatInr(order.discount.amount)}`)] : []),
    amountLine('Shipping', shipping),
    amountLine(toQuote ? 'Total before shipping' : 'Total', formatInr(order.total), true),
  ]);
}

interface KindCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  extra?: Block[];
}

function copyFor(kind: OrderEmailKind, order: EmailOrder, brand: string): KindCopy {
  const n = order.number;
  const placed = formatIndianDateTime(order.placedAt);
  switch (kind) {
    case 'placed':
      return {
        subject: `We have received your order ${n}`,
        heading: 'Thank you for your order',
        paragraphs: [
          `We have received your order ${n}, placed on ${placed}.`,
          order.shippingState === 'to_quote'
            ? 'We will check it against our stock and confirm it shortly. The confirmation brings the shipping charge and how to pay.'
            : 'We will check it against our stock and confirm it shortly. The confirmation tells you how to pay.',
        ],
      };
    case 'confirmed':
      return {
        subject: `Your order ${n} is confirmed`,
        heading: 'Your order is confirmed',
        paragraphs: [
          `We have confirmed your order ${n} of ${placed}.`,
          (order.due ?? order.total) > 0
            ? 'Here is how to pay; we dispatch once the payment has reached us.'
            : 'We will write again when it is packed and on its way.',
        ],
      };
    case 'updated':
      return {
        subject: `Your order ${n} has been changed`,
        heading: 'Your order has been changed',
        paragraphs: [`We have changed your order ${n} as agreed with you. Its new total is ${formatInr(order.total)}.`, 'The order as it is now is below.'],
      };
    case 'payment-reminder':
      return {
        subject: `Payment reminder for order ${n}`,
        heading: 'A reminder about your payment',
        paragraphs: [
          `${formatInr(order.due ?? order.total)} is still due for your order ${n} of ${placed}.`,
          'If you have paid already, thank you: please reply with the payment reference so we can match it.',
        ],
      };
    case 'packed':
      return {
        subject: `Your order ${n} is packed`,
        heading: 'Your order is packed',
        paragraphs: [`Your order ${n} is packed and will be handed to the courier shortly.`, 'We will send you the tracking details as soon as it ships.'],
      };
    case 'shipped': {
      const shipment = order.shipment;
      const link = httpsUrl(shipment?.trackingUrl);
      const extra: Block[] = [];
      if (shipment?.courier) extra.push(fact('Courier', shipment.courier));
      if (shipment?.trackingNumber) extra.push(fact('Tracking number', shipment.trackingNumber));
      if (link) extra.push(button('Track your parcel', link));
      return {
        subject: `Your order ${n} has shipped`,
        heading: 'Your order is on its way',
        paragraphs: [shipment?.courier ? `Your order ${n} has been handed to ${shipment.courier}.` : `Your order ${n} has been handed to the courier.`],
        extra,
      };
    }
    case 'delivered':
      return {
        subject: `Your order ${n} has been delivered`,
        heading: 'Your order has been delivered',
        paragraphs: [
          `Your order ${n} has been delivered. We hope you enjoy your jewellery.`,
          `If anything is not as expected, reply to this e-mail or contact ${brand} using the details below.`,
        ],
      };
    case 'cancelled': {
      const reason = order.cancellation?.reason;
      return {
        subject: `Your order ${n} has been cancelled`,
        heading: 'Your order has been cancelled',
        paragraphs: [
          `Your order ${n} of ${placed} has been cancelled.`,
          'If you made a payment for it, we will refund it and write to you when the refund is issued.',
        ],
        extra: reason ? [fact('Reason', reason)] : [],
      };
    }
    case 'returned':
      return {
        subject: `We have received the return of order ${n}`,
        heading: 'We have received your return',
        paragraphs: [`The items you returned from order ${n} have reached us.`, 'We will check them and write to you about your refund.'],
      };
    case 'refunded': {
      const amount = order.refund?.amount ?? order.total;
      const extra: Block[] = [fact('Amount refunded', formatInr(amount))];
      if (order.refund?.reference) extra.push(fact('Payment reference', order.refund.reference));
      return {
        subject: `Your refund for order ${n} has been issued`,
        heading: 'Your refund has been issued',
        paragraphs: [
          `We have refunded ${formatInr(amount)} for order ${n}.`,
          'Depending on your bank, it can take a few working days to appear in your account.',
        ],
        extra,
      };
    }
  }
}

/** The e-mail for `kind` about `order`, signed with the shop's brand and contact details. */
/** The e-mails that ask for the money due (and so say how to pay it). */
const ASKS_FOR_PAYMENT: readonly OrderEmailKind[] = ['confirmed', 'updated', 'payment-reminder'];

export function orderEmail(kind: OrderEmailKind, order: EmailOrder, settings: MailSettings): RenderedEmail {
  const brand = settings.brand.name;
  const copy = copyFor(kind, order, brand);
  const name = order.address.fullName.trim();
  const due = order.due ?? order.total;
  const payment =
    ASKS_FOR_PAYMENT.includes(kind) && order.shippingState !== 'to_quote'
      ? paymentInstructions({ number: order.number, due, paymentLink: order.paymentLink ?? null }, settings.payments)
      : { blocks: [], attachments: [] };
  const blocks: Block[] = [
    heading(copy.heading),
    paragraph(name ? `Hello ${name},` : 'Hello,'),
    ...copy.paragraphs.map(paragraph),
    ...(copy.extra ?? []),
    ...(payment.blocks.length
      ? [section('How to pay', { html: payment.blocks.map((block) => block.html).join(''), text: payment.blocks.map((block) => block.text).join('\n') })]
      : []),
    section(`Order ${order.number}`, summaryBlock(order)),
    section('Delivery address', addressBlock(order.address)),
  ];
  if (order.note) blocks.push(section('Your note', paragraph(order.note)));
  const subject = headerText(`${copy.subject} · ${brand}`);
  const rendered = renderEmail({
    subject,
    preheader: copy.paragraphs[0] ?? copy.heading,
    blocks,
    settings,
    footnote: `You receive this e-mail because you placed order ${order.number} with ${brand}. To stop order updates, turn off “Order updates” in the e-mail preferences of your account.`,
  });
  return payment.attachments.length ? { ...rendered, attachments: payment.attachments } : rendered;
}
