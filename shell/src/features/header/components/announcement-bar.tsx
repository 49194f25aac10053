// The settings' announcement (Settings → Announcement bar) above the header of every public page:
// a line of text, linked to a page of the shop or an https address when one is set; nothing when
// the text is empty. The link passes safeHref like every address from data (the rules' isLink
// refuses the rest already; this holds for data written before that rule).
import { Link } from 'shared-router';
import { useSiteSettings } from 'shared-data';
import { safeHref } from 'shared-ui';

export function AnnouncementBar() {
  const { text, link: stored } = useSiteSettings().announcement;
  if (!text) return null;
  const link = safeHref(stored);
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
