// The settings' announcement (Settings → Announcement bar) above the header of every public page:
// a line of text, linked to a page of the shop or an https address when one is set; nothing when
// the text is empty.
import { Link } from 'shared-router';
import { useSiteSettings } from 'shared-data';

export function AnnouncementBar() {
  const { text, link } = useSiteSettings().announcement;
  if (!text) return null;
  return (
    <aside className="announcement-bar" aria-label="Announcement">
      <p>
        {!link ? (
          text
        ) : link.startsWith('/') ? (
          <Link to={link}>{text}</Link>
        ) : (
          <a href={link} rel="noopener noreferrer">
            {text}
          </a>
        )}
      </p>
    </aside>
  );
}
