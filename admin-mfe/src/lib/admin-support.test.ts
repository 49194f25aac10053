import { describe, expect, it } from 'vitest';
import { supportSearchKeywords, supportSearchTerm } from 'shared-data/admin';
import { INBOX_SHAPE, inboxOf, replyWhatsapp, toSupportItem } from './admin-support';
import { readListQuery } from './list-query';

describe('replies from the support inbox', () => {
  it("opens WhatsApp with India's country code on a ten-digit number", () => {
    expect(replyWhatsapp('98765 43210', 'Asha', 'Rajatmaya Silver')).toBe(
      'https://wa.me/919876543210?text=Hello+Asha%2C+this+is+Rajatmaya+Silver+replying+to+your+enquiry.',
    );
    expect(replyWhatsapp('+91 98765 43210', 'Asha', 'R')).toMatch(/^https:\/\/wa\.me\/919876543210\?/);
    expect(replyWhatsapp('098765 43210', 'Asha', 'R')).toMatch(/^https:\/\/wa\.me\/9876543210\?/);
  });
});

describe('the inbox query', () => {
  it('keeps only known statuses and kinds and a valid time cursor', () => {
    const read = (search: string) => inboxOf(readListQuery(new URL(`https://x/admin/support?${search}`), INBOX_SHAPE));
    expect(read('status=done&kind=video&after=2026-11-20T10:00:00.000Z&q=+Priya+')).toEqual({
      status: 'done',
      kind: 'video',
      q: 'Priya',
      before: '2026-11-20T10:00:00.000Z',
    });
    expect(read('status=junk&kind=fax&after=yesterday')).toEqual({ status: null, kind: null, q: '', before: null });
    expect(read('status=spam').status).toBe('spam');
  });

  it('finds an item by a word of the name, the whole name, the e-mail or its start, and the phone however typed', () => {
    const keys = supportSearchKeywords({ name: 'Priya  Sharma', email: 'Priya.S@Example.com', phone: '+91 98201-23456' });
    expect(keys).toEqual(['priya sharma', 'priya', 'sharma', 'priya.s@example.com', 'priya.s', '9820123456']);
    for (const typed of ['Priya', ' PRIYA sharma ', 'priya.s@example.com', 'Priya.S', '098201 23456', '+91 9820123456']) {
      expect(keys, typed).toContain(supportSearchTerm(typed));
    }
    expect(keys).not.toContain(supportSearchTerm('Priyanka'));
    expect(supportSearchTerm('   ')).toBe('');
  });

  it('reads a video-call request as an inbox item', () => {
    const item = toSupportItem('video', 'v1', {
      name: 'Ravi',
      phone: '9876543210',
      preferredDate: '2026-12-01',
      preferredTime: '11:30',
      products: ['Payal'],
      status: 'scheduled',
      note: 'Bridal set',
    });
    expect(item).toMatchObject({
      subject: 'Video call on Tuesday, 1 December 2026 at 11:30 am',
      message: 'Bridal set',
      status: 'scheduled',
      products: ['Payal'],
    });
  });
});
