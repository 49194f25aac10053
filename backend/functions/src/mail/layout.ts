// The frame every e-mail shares: the brand on top, the content, the shop's contact details below,
// as HTML with inline styles (what mail clients keep; no external images, fonts or stylesheets)
// and as plain text. Templates build their content from blocks that carry both forms, so the
// two parts always say the same thing.
import { escapeHtml, escapeMultiline } from './format';
import type { MailSettings } from './mail-settings';

/** One piece of content in both forms. `html` must already be escaped. */
export interface Block {
  html: string;
  text: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Images the HTML shows inline (`cid:`), such as a UPI QR code. */
  attachments?: Array<{ filename: string; content: string; contentType: string; cid: string }>;
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const MUTED = 'color:#6b7280';

export const heading = (value: string): Block => ({
  html: `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827;${FONT}">${escapeHtml(value)}</h1>`,
  text: `${value}\n${'='.repeat(Math.min(value.length, 60))}`,
});

export const paragraph = (value: string): Block => ({
  html: `<p style="margin:0 0 14px;font-size:15px;line-height:1.55;color:#1f2937;${FONT}">${escapeMultiline(value)}</p>`,
  text: value,
});

/** A label and a value on one line, e.g. "Courier: Blue Dart". */
export const fact = (label: string, value: string): Block => ({
  html: `<p style="margin:0 0 6px;font-size:15px;line-height:1.5;color:#1f2937;${FONT}"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`,
  text: `${label}: ${value}`,
});

/** A prominent link. `href` must be a URL already checked by httpsUrl(). */
export const button = (label: string, href: string): Block => ({
  html:
    `<p style="margin:18px 0 20px;${FONT}"><a href="${escapeHtml(href)}" ` +
    `style="display:inline-block;padding:11px 20px;background:#374151;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:bold;">` +
    `${escapeHtml(label)}</a></p>`,
  text: `${label}: ${href}`,
});

/** Text the customer wrote, set off as a quotation ("> " lines in the text part). */
export const quotation = (intro: string, quoted: string): Block => ({
  html:
    `<p style="margin:20px 0 6px;font-size:13px;${MUTED};${FONT}">${escapeHtml(intro)}</p>` +
    `<blockquote style="margin:0 0 14px;padding:8px 14px;border-left:3px solid #d1d5db;font-size:14px;line-height:1.5;${MUTED};${FONT}">` +
    `${escapeMultiline(quoted)}</blockquote>`,
  text: `${intro}\n${quoted
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}`,
});

export const section = (title: string, body: Block): Block => ({
  html: `<h2 style="margin:22px 0 10px;font-size:16px;color:#111827;${FONT}">${escapeHtml(title)}</h2>${body.html}`,
  text: `${title}\n${'-'.repeat(Math.min(title.length, 60))}\n${body.text}`,
});

/** A table of rows of cells (already escaped HTML / plain text) with a header row. */
export function table(headers: readonly string[], rows: readonly { html: string[]; text: string }[], footer: readonly Block[]): Block {
  const cell = (content: string, align: string, header = false) =>
    `<${header ? 'th' : 'td'} align="${align}" style="padding:8px 6px;border-bottom:1px solid #e5e7eb;font-size:14px;` +
    `${header ? 'font-weight:bold;color:#374151;' : 'color:#1f2937;'}text-align:${align};${FONT}">${content}</${header ? 'th' : 'td'}>`;
  const align = (index: number) => (index === 0 ? 'left' : 'right');
  const html =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 8px;">` +
    `<tr>${headers.map((h, i) => cell(escapeHtml(h), align(i), true)).join('')}</tr>` +
    rows.map((row) => `<tr>${row.html.map((c, i) => cell(c, align(i))).join('')}</tr>`).join('') +
    `</table>` +
    footer.map((block) => block.html).join('');
  const text = [...rows.map((row) => row.text), '', ...footer.map((block) => block.text)].join('\n');
  return { html, text };
}

/** A right-aligned amount line under a table ("Total  ₹2,998.00"). */
export const amountLine = (label: string, value: string, strong = false): Block => ({
  html:
    `<p style="margin:0 0 4px;text-align:right;font-size:${strong ? 16 : 14}px;color:#1f2937;${FONT}">` +
    `${strong ? '<strong>' : ''}${escapeHtml(label)}: ${escapeHtml(value)}${strong ? '</strong>' : ''}</p>`,
  text: `${label}: ${value}`,
});

/** The whole message: brand header, content blocks, contact footer and an optional footnote. */
export function renderEmail(options: {
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  blocks: readonly Block[];
  settings: MailSettings;
  /** Why the customer receives this message (and how to stop it, where that applies). */
  footnote?: string;
}): RenderedEmail {
  const { settings } = options;
  const contact = settings.contact;
  const contactLine = [contact.phone, contact.email].filter(Boolean).join(' · ');
  const footerHtml = [
    `<strong>${escapeHtml(settings.brand.name)}</strong>`,
    contactLine ? escapeHtml(contactLine) : '',
    contact.address ? escapeHtml(contact.address) : '',
    contact.hours ? escapeHtml(contact.hours) : '',
    options.footnote ? `<span style="display:block;margin-top:10px;">${escapeHtml(options.footnote)}</span>` : '',
  ]
    .filter(Boolean)
    .join('<br>');
  const html =
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;">` +
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(options.preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">` +
    `<tr><td style="padding:18px 24px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold;letter-spacing:0.3px;color:#374151;${FONT}">` +
    `${escapeHtml(settings.brand.name)}</td></tr>` +
    `<tr><td style="padding:24px;">${options.blocks.map((block) => block.html).join('')}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.6;${MUTED};${FONT}">${footerHtml}</td></tr>` +
    `</table></td></tr></table></body></html>\n`;
  const footerText = [settings.brand.name, contactLine, contact.address, contact.hours].filter(Boolean).join('\n');
  const text = [
    settings.brand.name,
    options.blocks.map((block) => block.text).join('\n\n'),
    // "-- " is the signature separator mail clients recognise.
    `-- \n${footerText}`,
    ...(options.footnote ? [options.footnote] : []),
  ].join('\n\n');
  return { subject: options.subject, html, text: `${text}\n` };
}
