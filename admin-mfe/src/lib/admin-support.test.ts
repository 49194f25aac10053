import { describe, expect, it } from 'vitest';
import { readInboxQuery, inboxHref, replyMailto, replyWhatsapp, toSupportItem } from './admin-support';

describe('replies from the support inbox', () => {
  it('opens the mail client with "Re:" and the message quoted', () => {
    const href = replyMailto({ email: 'asha@example.com', name: 'Asha', subject: 'Price list', message: 'Please send\nyour price list.' }, 'Rajatmaya Silver');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('asha@example.com');
    expect(url.searchParams.get('subject')).toBe('Re: Price list');
    expect(url.searchParams.get('body')).toBe('Dear Asha,\n\n\n\nRegards,\nRajatmaya Silver\n\n> Please send\n> your price list.');
  });

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
    expect(readInboxQuery(new URL('https://x/admin/support?status=done&kind=video&before=2026-11-20T10:00:00.000Z'))).toEqual({
      status: 'done',
      kind: 'video',
      before: '2026-11-20T10:00:00.000Z',
    });
    expect(readInboxQuery(new URL('https://x/admin/support?status=spam&kind=fax&before=yesterday'))).toEqual({ status: null, kind: null, before: null });
    expect(inboxHref({ status: 'new', kind: null, before: '2026-11-20T10:00:00.000Z' }, { kind: 'message' })).toBe('/admin/support?status=new&kind=message');
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
