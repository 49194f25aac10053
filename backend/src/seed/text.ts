// Text normalisation shared by slugs and search keywords: lower case, accents removed.

/** "Jhumká Earrings" → "jhumka earrings". */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** "Floral Filigree Silver Ring (925)" → "floral-filigree-silver-ring-925". */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
