// How a page may look in search results (address, title, description cut where search engines
// usually cut them), and the length guidance the admin's title and description fields show. Used
// by SEO Management and the blog editor.
import { SEO_LIMITS } from 'shared-data';

export function lengthHint(length: number, ideal: number, what: string): string {
  return length > ideal ? `${length} characters: search results cut ${what} after about ${ideal}.` : `${length} of about ${ideal} characters search results show.`;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function SearchPreview({ url, title, description, label }: { url: string; title: string; description: string; label?: string }) {
  return (
    <div className="seo-preview" role="group" aria-label={label ?? `Search result preview: ${title}`}>
      <p className="seo-preview__url">{url}</p>
      <p className="seo-preview__title">{cut(title, SEO_LIMITS.titleIdeal)}</p>
      <p className="seo-preview__description">{cut(description, SEO_LIMITS.descriptionIdeal)}</p>
    </div>
  );
}
