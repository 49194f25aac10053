// wa.me chat links with prefilled text (docs/product-spec.md §1 and §7).

/** `https://wa.me/<digits>?text=<text>`; the number keeps its digits only (country code first). */
export function whatsappUrl(number: string, text: string): string {
  const digits = number.replace(/\D/g, '');
  const url = new URL(`https://wa.me/${digits}`);
  if (text) url.searchParams.set('text', text);
  return url.href;
}

/** Attributes for links that open another site: a new tab that cannot reach back to this page. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
