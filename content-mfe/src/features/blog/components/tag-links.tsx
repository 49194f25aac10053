// A post's tags as links to the list filtered by that tag (`/blogs?tag=`).
import { Link } from 'shared-router';

export const tagHref = (tag: string) => `/blogs?${new URLSearchParams({ tag }).toString()}`;

export function TagLinks({ tags, label = 'Tags' }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-links" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag-link" to={tagHref(tag)}>
            <span className="visually-hidden">Posts tagged </span>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
