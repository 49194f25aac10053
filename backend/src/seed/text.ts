// Text normalisation shared by slugs and search keywords: the shop's one implementation, in shared-data.
export { normalizeText, slugify } from 'shared-data/contracts';
