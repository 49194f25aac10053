// How to pay an order, in the e-mails that ask for money (the "confirmed" e-mail and payment
// reminders): the amount due, the shop's bank account, a UPI link for the exact amount with the
// order number as its note and a QR code of it (an inline image: mail clients show attached images
// but not data: URLs or SVG), cash on delivery, and the online payment link when there is one.
import qrcode from 'qrcode-generator';
import { type SiteSettings, upiPayUrl } from 'shared-data/contracts';
import { escapeHtml, formatInr, httpsUrl } from './format';
import { button, fact, paragraph, type Block } from './layout';

export interface EmailAttachment {
  filename: string;
  /** base64 */
  content: string;
  contentType: string;
  /** Referred to as `cid:<cid>` in the HTML part. */
  cid: string;
}

export const UPI_QR_CID = 'upi-qr';

/** A QR code of `text` as a GIF (what qrcode-generator draws without a canvas), base64. */
export function qrGif(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(4, 16).replace(/^data:image\/gif;base64,/, '');
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";

export function paymentInstructions(
  order: { number: string; due: number; paymentLink?: string | null },
  payments: SiteSettings['payments'],
): { blocks: Block[]; attachments: EmailAttachment[] } {
  if (order.due <= 0) return { blocks: [], attachments: [] };
  const blocks: Block[] = [paragraph(`Amount due: ${formatInr(order.due)}. Please quote your order number ${order.number} with your payment.`)];
  const attachments: EmailAttachment[] = [];
  const bank = payments.bankTransfer;
  if (bank.enabled && bank.accountNumber && bank.ifsc) {
    blocks.push(
      fact('Bank transfer to', bank.accountName),
      fact('Account number', bank.accountNumber),
      fact('IFSC', bank.ifsc),
      fact('Bank', [bank.bankName, bank.branch].filter(Boolean).join(', ')),
    );
  }
  const upi = payments.upi;
  if (upi.enabled && upi.vpa) {
    const link = upiPayUrl({ vpa: upi.vpa, payeeName: upi.payeeName, amount: order.due, note: `Order ${order.number}` });
    attachments.push({ filename: `upi-${order.number}.gif`, content: qrGif(link), contentType: 'image/gif', cid: UPI_QR_CID });
    blocks.push({
      html:
        `<p style="margin:14px 0 6px;font-size:15px;color:#1f2937;${FONT}"><strong>UPI:</strong> ${escapeHtml(upi.vpa)} — scan the code with any UPI app, or on your phone ` +
        `<a href="${escapeHtml(link)}" style="color:#1d4ed8;">pay ${escapeHtml(formatInr(order.due))} by UPI</a>.</p>` +
        `<p style="margin:0 0 14px;"><img src="cid:${UPI_QR_CID}" width="180" height="180" alt="UPI QR code for ${escapeHtml(formatInr(order.due))} to ${escapeHtml(upi.vpa)}" style="display:block;border:0;"></p>`,
      text: `UPI: ${upi.vpa} — pay ${formatInr(order.due)} with your UPI app (note: Order ${order.number}): ${link}`,
    });
  }
  const online = httpsUrl(order.paymentLink ?? null);
  if (online) blocks.push(button(`Pay ${formatInr(order.due)} online`, online));
  if (payments.cashOnDelivery.enabled && (payments.cashOnDelivery.limit <= 0 || order.due <= payments.cashOnDelivery.limit)) {
    blocks.push(paragraph('You may also pay in cash when the parcel is delivered.'));
  }
  return { blocks, attachments };
}
