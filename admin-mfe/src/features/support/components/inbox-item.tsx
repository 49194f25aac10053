// One line of the support inbox: its tick box for the bulk actions, then who wrote, what about (the
// subject or the start of the message), the status, who is on it and when it arrived — all a link to
// the item.
import { Link } from 'shared-router';
import { routeHref } from 'shared-data/routes';
import { SUPPORT_KIND_LABELS, SUPPORT_STATUS_LABELS, type SupportItem } from '../../../lib/admin-support';

export function InboxItem({ item, received, selected, onToggle }: { item: SupportItem; received: string; selected: boolean; onToggle: () => void }) {
  return (
    <>
      <input
        type="checkbox"
        className="admin-inbox__check"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select the ${item.kind === 'message' ? 'message' : 'video-call request'} from ${item.name}: ${item.subject || item.message.slice(0, 40)}`}
      />
      <Link to={routeHref('admin-support-item', { kind: item.kind, id: item.id })} className="admin-inbox__link">
        <span className="admin-inbox__who">
          {item.name}
          <span className="data-table__sub">{item.email || item.phone}</span>
        </span>
        <span className="admin-inbox__what">
          <span className="admin-inbox__kind">{SUPPORT_KIND_LABELS[item.kind]}:</span> {item.subject || item.message.slice(0, 80)}
        </span>
        <span className="admin-inbox__meta">
          <span className={`admin-status admin-status--${item.status}`}>{SUPPORT_STATUS_LABELS[item.status]}</span>
          {item.assignedEmail ? <span className="data-table__sub">{item.assignedEmail}</span> : null}
          <span className="data-table__sub">{received}</span>
        </span>
      </Link>
    </>
  );
}
