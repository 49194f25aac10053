// Links that come from data (settings, stored content) pass this check before they reach an href.
import { decodeHtmlEntities } from './html-entities';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The URL when it is safe to put in an href — http(s), mailto, tel, a root-relative path, or a
 * fragment — and undefined otherwise (javascript:, data:, vbscript:, protocol-relative, garbage).
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers ignore ASCII whitespace and control characters inside a scheme: strip them to judge.
  // eslint-disable-next-line no-control-regex
  const trimmed = value.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (!trimmed) return undefined;
  if (trimmed.startsWith('#')) return value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return value.trim();
  try {
    const url = new URL(trimmed);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image source: an http(s) URL or a root-relative path, and nothing else. */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = safeHref(decodeHtmlEntities(value));
  if (!href) return undefined;
  if (href.startsWith('/')) return href;
  return /^https?:\/\//i.test(href) ? href : undefined;
}
