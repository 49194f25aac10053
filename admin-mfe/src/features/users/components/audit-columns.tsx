// The audit log's columns (/admin/users): when, which admin, the action in words, the change as a
// sentence with the fields' before and after, and the document (linked to its admin page where there
// is one).
import { Link } from 'shared-router';
import type { AuditEntry } from 'shared-data/admin';
import { routeHref } from 'shared-data/routes';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { auditActionLabel, describeAuditChange } from '../../../lib/audit-words';

/** Links an entry's target to its admin page where there is one. */
function targetHref(target: string): string | null {
  const [collection, id] = target.split('/');
  if (!id) return null;
  if (collection === 'orders') return routeHref('admin-order', { orderId: id });
  if (collection === 'messages') return routeHref('admin-support-item', { kind: 'message', id });
  if (collection === 'videoCallRequests') return routeHref('admin-support-item', { kind: 'video', id });
  if (collection === 'prod') return routeHref('admin-products', {}, `q=${encodeURIComponent(id)}`);
  return null;
}

/** `times` are the entries' times in IST, written on the server. */
export function auditColumns(times: Record<string, string>): DataTableColumn<AuditEntry>[] {
  return [
    { id: 'at', header: 'When', cell: (entry) => times[entry.id] ?? '' },
    { id: 'by', header: 'Admin', cell: (entry) => entry.byEmail || entry.by },
    { id: 'action', header: 'Action', cell: (entry) => auditActionLabel(entry.action) },
    {
      id: 'summary',
      header: 'Change',
      required: true,
      cell: (entry) => {
        const link = targetHref(entry.target);
        const fields = Object.entries(entry.changes);
        return (
          <span>
            {link ? <Link to={link}>{entry.summary}</Link> : entry.summary}
            {fields.length ? (
              <span className="data-table__sub">
                {fields
                  .slice(0, 4)
                  .map(([field, change]) => describeAuditChange(field, change))
                  .join('; ')}
                {fields.length > 4 ? `; and ${fields.length - 4} more` : ''}
              </span>
            ) : null}
          </span>
        );
      },
    },
    { id: 'target', header: 'Document', hiddenByDefault: true, cell: (entry) => entry.target },
  ];
}
