// The pages of the local mail viewer: the list of received messages and one message, rendered on
// the server as escaped HTML with no script. A message's HTML part is never inlined: the view
// frames it from its own address, sandboxed and under a policy that loads nothing.
import { createHash } from 'node:crypto';
import type { CaughtMail } from './mail-store';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
const when = (iso: string): string => `${WHEN.format(new Date(iso))} IST`;

export const MAIL_BASE = '/__mail';
export const messagePath = (id: string): string => `${MAIL_BASE}/messages/${encodeURIComponent(id)}`;

const STYLE = `
  body { margin: 0; font: 14px/1.5 system-ui, sans-serif; color: #1f2937; background: #f9fafb; }
  header { padding: 12px 20px; background: #374151; color: #fff; display: flex; gap: 16px; align-items: baseline; }
  header h1 { margin: 0; font-size: 17px; }
  header a { color: #e5e7eb; }
  main { padding: 16px 20px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { font-size: 12px; text-transform: uppercase; color: #6b7280; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 0 0 16px; }
  dt { color: #6b7280; }
  dd { margin: 0; word-break: break-all; }
  iframe { width: 100%; height: 70vh; border: 1px solid #d1d5db; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #d1d5db; padding: 12px; }
  .muted { color: #6b7280; }
`;

/** The pages' policy: their one inline stylesheet by hash, frames from here only, nothing else. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A message's HTML part: its own sandbox (no script, no same-origin), inline styles, no loads. */
export const MESSAGE_HTML_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; frame-ancestors 'self'";

function page(title: string, body: string): string {
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title><style>${STYLE}</style></head><body>` +
    `<header><h1>Local mail</h1><a href="${MAIL_BASE}">All messages</a>` +
    `<span class="muted">Kept by the local SMTP server, never delivered.</span></header>` +
    `<main>${body}</main></body></html>\n`
  );
}

export function listPage(messages: readonly CaughtMail[], filterTo: string | null): string {
  const rows = messages
    .map(
      (mail) =>
        `<tr><td>${escape(mail.to.join(', ') || mail.envelope.to.join(', '))}</td>` +
        `<td><a href="${messagePath(mail.id)}">${escape(mail.subject || '(no subject)')}</a></td>` +
        `<td><time datetime="${escape(mail.receivedAt)}">${escape(when(mail.receivedAt))}</time></td></tr>`,
    )
    .join('');
  const heading = filterTo ? `Messages to ${escape(filterTo)}` : 'Messages';
  const body = messages.length
    ? `<table><caption class="muted">${heading}, newest first (${messages.length})</caption>` +
      `<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>No messages yet. Anything sent to this server's SMTP port appears here.</p>`;
  return page('Local mail', body);
}

export function messagePage(mail: CaughtMail): string {
  const facts: [string, string][] = [
    ['From', mail.from],
    ['To', mail.to.join(', ')],
    ...(mail.cc.length ? ([['Cc', mail.cc.join(', ')]] as [string, string][]) : []),
    ...(mail.replyTo ? ([['Reply-To', mail.replyTo]] as [string, string][]) : []),
    ['Envelope', `${mail.envelope.from ?? '<>'} → ${mail.envelope.to.join(', ')}`],
    ['Subject', mail.subject],
    ['Date', when(mail.date)],
    ['Received', when(mail.receivedAt)],
    ['Size', `${mail.size.toLocaleString('en-IN')} bytes`],
  ];
  const body =
    `<h2>${escape(mail.subject || '(no subject)')}</h2>` +
    `<dl>${facts.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>` +
    `<p><a href="${messagePath(mail.id)}/raw">Download the message (.eml)</a></p>` +
    (mail.html !== null
      ? `<h3>HTML part</h3><iframe title="HTML part of the message" sandbox="" referrerpolicy="no-referrer" src="${messagePath(mail.id)}/html"></iframe>`
      : `<p class="muted">This message has no HTML part.</p>`) +
    `<h3>Text part</h3>` +
    (mail.text ? `<pre>${escape(mail.text)}</pre>` : `<p class="muted">This message has no text part.</p>`);
  return page(mail.subject || 'Message', body);
}

export function notFoundPage(what: string): string {
  return page('Not found', `<p>${escape(what)}</p>`);
}
