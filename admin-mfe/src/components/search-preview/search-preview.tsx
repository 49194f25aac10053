// How a page may look in search results (address, title, description cut where search engines
// usually cut them), and the length guidance the admin's title and description fields show. Used
// by SEO Management, and with the search title, description and social image fields of a page's own
// listing (SeoListingFields) by the blog and product editors.

import { SEO_LIMITS, BLOG_LIMITS } from 'shared-data/admin';
import { TextAreaField, TextField, type FieldBinding } from 'shared-ui';

export function lengthHint(length: number, ideal: number, what: string): string {
  return length > ideal
    ? `${length} characters: search results cut ${what} after about ${ideal}.`
    : `${length} of about ${ideal} characters search results show.`;
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

interface SeoListingFieldsProps {
  legend: string;
  /** The editor's form binding for its seoTitle, seoDescription and seoImage fields. */
  field: (name: 'seoTitle' | 'seoDescription' | 'seoImage') => FieldBinding;
  values: { seoTitle: string; seoDescription: string };
  /** What each field falls back to when left empty, as the hints say it ("the post's title"). */
  empty: { title: string; description: string; image: string };
  preview: { label: string; url: string; title: string; description: string };
}

/** A post's or a product's own search listing: the three fields with length guidance, and the preview. */
export function SeoListingFields({ legend, field, values, empty, preview }: SeoListingFieldsProps) {
  return (
    <fieldset className="admin-card admin-fieldset">
      <legend>{legend}</legend>
      <TextField
        label="Search title"
        optional
        hint={`${lengthHint(values.seoTitle.length, BLOG_LIMITS.seoTitleIdeal, 'titles')} Empty: ${empty.title}.`}
        {...field('seoTitle')}
      />
      <TextAreaField
        label="Search description"
        optional
        rows={2}
        hint={`${lengthHint(values.seoDescription.length, BLOG_LIMITS.seoDescriptionIdeal, 'descriptions')} Empty: ${empty.description}.`}
        {...field('seoDescription')}
      />
      <TextField label="Social image (Open Graph)" optional hint={`A /media/… path or an https:// image. Empty: ${empty.image}.`} {...field('seoImage')} />
      <SearchPreview {...preview} />
    </fieldset>
  );
}
