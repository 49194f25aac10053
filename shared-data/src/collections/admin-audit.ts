// `adminAudit/{id}`: every change an administrator makes, written in the same commit as the change
// (by the admin's own transaction, which the rules require, or by the function that makes it).
// Admins read it (the audit log of Admin Users); nobody edits or deletes an entry.
import { z } from '#zod';
import { storedText, timestampField } from '../schemas/fields';
import { asIsoDate, asString } from './field-readers';
import { lazySchema } from '../schemas/lazy-schema';

export { ADMIN_AUDIT } from './collection-names';

/** A field's value before and after a change (short text; long values are cut). */
export interface AuditChange {
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface AuditEntry {
  id: string;
  /** `<area>.<verb>`: product.create, product.update, order.status, role.grant, … */
  action: string;
  /** The document changed, `collection/id` (or the account, `users/{uid}`). */
  target: string;
  by: string;
  byEmail: string;
  /** ISO time of the commit. */
  at: string | null;
  /** One line a person reads in the log. */
  summary: string;
  changes: Record<string, AuditChange>;
}

export const AUDIT_LIMITS = { summary: 500, changes: 30, value: 200 } as const;

const changeValue = lazySchema(() => z.union([z.string().max(AUDIT_LIMITS.value), z.number(), z.boolean(), z.null()]));

/** An entry as the rules accept it from an admin's transaction (functions write the same shape). */
export const auditEntryDocumentSchema = lazySchema(() =>
  z.strictObject({
    action: z
      .string()
      .regex(/^[a-z]+(\.[a-z-]+)+$/)
      .max(60),
    target: storedText(3, 300),
    by: z.string().min(1),
    byEmail: storedText(0, 254),
    at: timestampField,
    summary: storedText(1, AUDIT_LIMITS.summary),
    changes: z
      .record(z.string(), z.strictObject({ from: changeValue, to: changeValue }))
      .refine((changes) => Object.keys(changes).length <= AUDIT_LIMITS.changes)
      .optional(),
  }),
);

/** A value as an audit entry shows it: scalars kept, others summarised, long text cut. */
export function auditValue(value: unknown): AuditChange['from'] {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > AUDIT_LIMITS.value ? `${value.slice(0, AUDIT_LIMITS.value - 1)}…` : value;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate().toISOString();
  return auditValue(JSON.stringify(value));
}

/** The fields that differ between two versions of a document, ignoring bookkeeping fields. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['updatedAt', 'lastAuditId', 'searchKeywords', 'imageSrcs'],
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of [...keys].sort()) {
    if (ignore.includes(key)) continue;
    const from = auditValue(before?.[key]);
    const to = auditValue(after?.[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
    if (Object.keys(changes).length >= AUDIT_LIMITS.changes) break;
  }
  return changes;
}

export function toAuditEntry(id: string, data: Record<string, unknown>): AuditEntry {
  const rawChanges = typeof data['changes'] === 'object' && data['changes'] !== null ? (data['changes'] as Record<string, unknown>) : {};
  const changes: Record<string, AuditChange> = {};
  for (const [field, change] of Object.entries(rawChanges)) {
    if (typeof change === 'object' && change !== null) {
      const { from, to } = change as { from?: unknown; to?: unknown };
      changes[field] = { from: auditValue(from), to: auditValue(to) };
    }
  }
  return {
    id,
    action: asString(data['action']),
    target: asString(data['target']),
    by: asString(data['by']),
    byEmail: asString(data['byEmail']),
    at: asIsoDate(data['at']),
    summary: asString(data['summary']),
    changes,
  };
}
