import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, areaActions, auditActionLabel, auditFieldLabel, describeAuditChange } from './audit-words';

const root = path.resolve(__dirname, '../../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) return [];
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the audit log in words', () => {
  it('names every action the admin and the functions record', () => {
    const recorded = new Set<string>();
    for (const dir of ['admin-mfe/src', 'backend/functions/src', 'shared-data/src']) {
      for (const file of sources(path.join(root, dir))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/action: (?:[^,\n]*\? )?'([a-z]+\.[a-z-]+)'(?: : '([a-z]+\.[a-z-]+)')?/g)) {
          if (match[1]) recorded.add(match[1]);
          if (match[2]) recorded.add(match[2]);
        }
      }
    }
    expect(recorded.size).toBeGreaterThan(30);
    expect([...recorded].filter((action) => !AUDIT_ACTIONS[action])).toEqual([]);
  });

  it('reads actions, areas and changes as sentences', () => {
    expect(auditActionLabel('settings.update')).toBe('Settings changed');
    expect(auditActionLabel('widget.frobnicate')).toBe('Widget frobnicate');
    expect(areaActions('orders')).toContain('order.credit-note');
    expect(areaActions('nothing')).toBeNull();
    expect(auditFieldLabel('minOrderQty')).toBe('Minimum order quantity');
    expect(auditFieldLabel('contact.whatsappNumber')).toBe('Whatsapp number');
    expect(describeAuditChange('price', { from: 2199, to: 2419 })).toBe('Price: ₹2,199 → ₹2,419');
    expect(describeAuditChange('status', { from: 'draft', to: 'active' })).toBe('Status: “draft” → “active”');
    expect(describeAuditChange('featured', { from: false, to: true })).toBe('Featured: no → yes');
    expect(describeAuditChange('mrp', { from: null, to: 3000 })).toBe('MRP set to ₹3,000');
    expect(describeAuditChange('hsnCode', { from: '7113', to: null })).toBe('HSN code removed (was “7113”)');
    expect(describeAuditChange('seo', { from: '{"title":"a"}', to: '{"title":"b"}' })).toBe('Search listing changed');
    expect(describeAuditChange('publishAt', { from: null, to: '2026-12-01T04:30:00.000Z' })).toBe('Goes live set to 1 Dec 2026, 10:00 am IST');
  });
});
