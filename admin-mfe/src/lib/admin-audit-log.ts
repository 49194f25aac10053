// The audit log of Admin Users: every admin change (adminAudit), newest first, filtered by the admin
// who made it, the area or the one action (audit-words.ts) and a date range, in cursor pages.
import {
  collection,
  orderBy,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { ADMIN_AUDIT, istDayStart, toAuditEntry, type AuditEntry } from 'shared-data/admin';
import { fetchCursorPage, type CursorPage } from './cursor-page';
import type { ListQuery } from './list-query';
import { areaActions, AUDIT_ACTIONS } from './audit-words';

export const AUDIT_FILTERS = ['by', 'area', 'action', 'from', 'to'] as const;
export type AuditListQuery = ListQuery<(typeof AUDIT_FILTERS)[number], 'at'>;
export const AUDIT_PAGE_SIZE = 30;

const auditConverter: FirestoreDataConverter<AuditEntry> = {
  toFirestore: (entry) => entry as unknown as Record<string, unknown>,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toAuditEntry(snapshot.id, snapshot.data()),
};

export function auditConstraints(listQuery: Pick<AuditListQuery, 'q' | 'filters'>): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (listQuery.q.trim()) constraints.push(where('target', '==', listQuery.q.trim()));
  const by = listQuery.filters.by?.trim().toLowerCase();
  if (by) constraints.push(where('byEmail', '==', by));
  // One action, or every action of an area (Products, Orders, Settings…).
  const area = areaActions(listQuery.filters.area);
  if (listQuery.filters.action && listQuery.filters.action in AUDIT_ACTIONS) constraints.push(where('action', '==', listQuery.filters.action));
  else if (area) constraints.push(where('action', 'in', area));
  const from = istDayStart(listQuery.filters.from ?? '');
  const to = istDayStart(listQuery.filters.to ?? '');
  if (from) constraints.push(where('at', '>=', from));
  if (to) constraints.push(where('at', '<', new Date(to.getTime() + 24 * 60 * 60 * 1000)));
  return constraints;
}

export function fetchAuditPage(db: Firestore, listQuery: AuditListQuery): Promise<CursorPage<AuditEntry>> {
  return fetchCursorPage(
    collection(db, ADMIN_AUDIT).withConverter(auditConverter),
    [...auditConstraints(listQuery), orderBy('at', 'desc'), orderBy('__name__', 'desc')],
    {
      after: listQuery.after,
      before: listQuery.before,
      size: AUDIT_PAGE_SIZE,
    },
  );
}
