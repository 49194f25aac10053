// E-mails to the shop itself: a new order, a contact message, a video-call request, a payment the
// gateway recorded. Each goes to the settings' notice address (or the shop's contact e-mail),
// honours its switch in Settings → Shop notices, and is queued in the same transaction as what it
// tells of, under an id derived from it, so a retried write never tells the shop twice.
import type { Firestore } from 'firebase-admin/firestore';
import { MAIL, type SiteSettings } from 'shared-data/contracts';
import { formatInr } from './format';
import { fact, heading, paragraph, quotation, renderEmail, type Block } from './layout';
import { isDeliverableAddress, mailbox, newMailDocument } from './mail-document';
import type { MailWriter } from './queue-mail';

export type ShopNoticeKind = 'new-order' | 'contact-message' | 'video-call' | 'gateway-payment';

const SWITCH: Record<ShopNoticeKind, keyof SiteSettings['notifications']> = {
  'new-order': 'newOrder',
  'contact-message': 'contactMessage',
  'video-call': 'videoCall',
  'gateway-payment': 'gatewayPayment',
};

export interface ShopNotice {
  kind: ShopNoticeKind;
  /** What it is about (an order id, a message id…): the document is `mail/shop-<kind>-<about>`. */
  about: string;
  subject: string;
  heading: string;
  facts: Array<[string, string]>;
  /** Text the customer wrote, quoted. */
  quoted?: { intro: string; text: string } | undefined;
  /** Where in the admin to act on it (a path such as /admin/orders/abc). */
  adminPath: string;
}

/** Where the shop's notices go: the settings' notice address, else its contact e-mail ('' when neither is deliverable). */
export function noticeAddress(settings: Pick<SiteSettings, 'notifications' | 'contact'>): string {
  return [settings.notifications.email.trim(), settings.contact.email.trim()].find(isDeliverableAddress) ?? '';
}

/** Adds the notice to `writer` when its switch is on and there is an address; returns whether it did. */
export function queueShopNotice(writer: MailWriter, db: Firestore, settings: SiteSettings, notice: ShopNotice, now: Date): boolean {
  if (!settings.notifications[SWITCH[notice.kind]]) return false;
  const to = noticeAddress(settings);
  if (!to) return false;
  const blocks: Block[] = [
    heading(notice.heading),
    ...notice.facts.map(([label, value]) => fact(label, value)),
    ...(notice.quoted ? [quotation(notice.quoted.intro, notice.quoted.text)] : []),
    paragraph(`Open it in the admin: ${notice.adminPath}`),
  ];
  const message = renderEmail({
    subject: `${notice.subject} · ${settings.brand.name}`,
    preheader: notice.heading,
    blocks,
    settings,
    footnote: 'You receive this notice because it is switched on in Settings → Shop notices.',
  });
  const contact = settings.contact.email.trim();
  writer.create(
    db.collection(MAIL).doc(`shop-${notice.kind}-${notice.about}`),
    newMailDocument(
      { to, ...(isDeliverableAddress(contact) ? { from: mailbox(settings.brand.name, contact) } : {}), message, kind: `shop-${notice.kind}` },
      now,
    ),
  );
  return true;
}

/** The notice of a new order. */
export function newOrderNotice(order: {
  id: string;
  number: string;
  total: number;
  shippingToQuote: boolean;
  customer: string;
  email: string;
  lines: number;
  pieces: number;
  state: string;
  enteredBy?: string;
}): ShopNotice {
  return {
    kind: 'new-order',
    about: order.id,
    subject: `New order ${order.number}`,
    heading: order.enteredBy ? `Order ${order.number} entered by ${order.enteredBy}` : `New order ${order.number} to confirm`,
    facts: [
      ['Customer', `${order.customer} <${order.email}>`],
      ['Deliver to', order.state],
      ['Products', `${order.lines} line${order.lines === 1 ? '' : 's'}, ${order.pieces} piece${order.pieces === 1 ? '' : 's'}`],
      [order.shippingToQuote ? 'Total before shipping' : 'Total', formatInr(order.total)],
      ...(order.shippingToQuote ? ([['Shipping', 'to be quoted when you confirm']] as Array<[string, string]>) : []),
    ],
    adminPath: `/admin/orders/${order.id}`,
  };
}
