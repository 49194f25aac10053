// The customer e-mails as a mail client would show them: the HTML parsed by a real DOM (jsdom), so
// "escaped" means no element or handler came out of the data, and the plain-text part read as text.
import { Timestamp } from 'firebase-admin/firestore';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, normalizeSiteSettings } from 'shared-data/contracts';
import { formatIndianDate, formatIndianDateTime, formatInr, httpsUrl } from '../../functions/src/mail/format';
import { MAIL_SETTINGS_DEFAULTS, mailSettingsFrom, type MailSettings } from '../../functions/src/mail/mail-settings';
import { ORDER_EMAIL_KINDS, orderEmail, orderEmailKindForStatus, toEmailOrder, type EmailOrder } from '../../functions/src/mail/order-email';
import { supportReplyEmail } from '../../functions/src/mail/support-reply-email';

const settings: MailSettings = MAIL_SETTINGS_DEFAULTS;

/** 20:00 UTC is 1:30 am the next day in India: a date shown in UTC would be a day early. */
const PLACED = new Date('2026-11-15T20:00:00Z');

const order = (overrides: Partial<EmailOrder> = {}): EmailOrder => ({
  id: 'order-1',
  uid: 'alice',
  number: 'SO-2026-000042',
  items: [
    { title: 'Floral filigree ring', sku: 'SLV-RNG-0001', price: 1499.5, quantity: 2, lineTotal: 2999 },
    { title: 'Oxidised jhumka earrings', sku: 'SLV-EAR-0007', price: 123456.5, quantity: 1, lineTotal: 123456.5 },
  ],
  subtotal: 126455.5,
  shipping: 250,
  total: 126705.5,
  address: {
    fullName: 'Priya Sharma',
    phone: '+91 98765 43210',
    line1: '14 CG Road',
    line2: 'Near Swastik Cross Roads',
    city: 'Ahmedabad',
    state: 'Gujarat',
    postalCode: '380009',
    country: 'India',
  },
  note: 'Please pack each piece separately.',
  placedAt: PLACED,
  ...overrides,
});

const dom = (html: string) => new JSDOM(html).window.document;

/** Every attribute of every element, as "tag attr=value". */
const attributesOf = (html: string) =>
  [...dom(html).querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => ({ tag: element.tagName.toLowerCase(), name: attribute.name, value: attribute.value })),
  );

describe('formatting', () => {
  it('writes rupees with Indian digit grouping and paise', () => {
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInr(12345678)).toBe('₹1,23,45,678.00');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it("writes dates in India's time zone, day first", () => {
    expect(formatIndianDate(PLACED)).toBe('16 November 2026');
    expect(formatIndianDateTime(PLACED)).toBe('16 November 2026 at 1:30 am');
  });

  it('accepts only absolute https links without credentials', () => {
    expect(httpsUrl('https://www.bluedart.com/track?awb=123')).toBe('https://www.bluedart.com/track?awb=123');
    expect(httpsUrl('  https://track.example/x  ')).toBe('https://track.example/x');
    for (const bad of [
      'http://track.example/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//track.example/x',
      '/track',
      'https://user:pass@track.example/',
      '',
      null,
      undefined,
    ]) {
      expect(httpsUrl(bad)).toBeNull();
    }
  });
});

describe('order e-mails', () => {
  it.each(ORDER_EMAIL_KINDS)('%s: subject, HTML and a readable text part with the order number, lines, totals and address', (kind) => {
    const email = orderEmail(kind, order({ shipment: { courier: 'Blue Dart', trackingNumber: 'BD123' }, refund: { amount: 2999 } }), settings);
    expect(email.subject).toContain('SO-2026-000042');
    expect(email.subject).toContain('Rajatmaya Silver');
    const document = dom(email.html);
    const visible = document.body.textContent ?? '';
    for (const part of [visible, email.text]) {
      expect(part).toContain('SO-2026-000042');
      expect(part).toContain('Floral filigree ring');
      expect(part).toContain('SLV-EAR-0007');
      expect(part).toContain('₹1,23,456.50');
      expect(part).toContain('₹1,26,705.50');
      expect(part).toContain('Priya Sharma');
      expect(part).toContain('Ahmedabad, Gujarat, 380009');
      expect(part).toContain('+91 98765 43210');
      expect(part).toContain('wholesale@rajatmaya.example');
    }
    // The text part is text: no markup, no entities, lines a reader can follow.
    expect(email.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(email.text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);
    expect(email.text).toContain('2 × Floral filigree ring (SLV-RNG-0001) at ₹1,499.50 = ₹2,999.00');
    expect(email.text).toContain('Total: ₹1,26,705.50');
    // Nothing is loaded from outside: no stylesheets, fonts or frames, and the only image is the
    // UPI QR code the e-mails that ask for money carry with them (cid:), never an address.
    expect(document.querySelectorAll('link, script, iframe, object, embed, video, audio, source').length).toBe(0);
    const images = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    const asksForMoney = ['confirmed', 'updated', 'payment-reminder'].includes(kind);
    expect(images).toEqual(asksForMoney ? ['cid:upi-qr'] : []);
    expect(email.attachments?.map((file) => [file.cid, file.contentType]) ?? []).toEqual(asksForMoney ? [['upi-qr', 'image/gif']] : []);
    expect(email.html).not.toMatch(/url\(|@import/i);
    expect(email.html.replace(/src="cid:upi-qr"/g, '')).not.toMatch(/\bsrc=/i);
  });

  it('tells the customer how to pay exactly what is due: bank account, a UPI link for the amount and its QR code', () => {
    const email = orderEmail('confirmed', order({ due: 126_705.5 }), settings);
    expect(email.text).toContain('Amount due: ₹1,26,705.50');
    expect(email.text).toContain('Account number: 50200012345678');
    expect(email.text).toContain('IFSC: HDFC0000060');
    expect(email.text).toContain('upi://pay?pa=rajatmaya%40hdfcbank&pn=Rajatmaya%20Silver&am=126705.50&cu=INR&tn=Order%20SO-2026-000042');
    const link = dom(email.html).querySelector('a[href^="upi://pay"]');
    expect(link?.getAttribute('href')).toContain('am=126705.50');
    // The QR code is a real GIF.
    expect(
      Buffer.from(email.attachments?.[0]?.content ?? '', 'base64')
        .subarray(0, 6)
        .toString('latin1'),
    ).toBe('GIF87a');
    // Paid in full: nothing to ask for.
    expect(orderEmail('confirmed', order({ due: 0 }), settings).text).not.toContain('How to pay');
  });

  it('announces each status in its own words', () => {
    const subjects = ORDER_EMAIL_KINDS.map((kind) => orderEmail(kind, order(), settings).subject);
    expect(new Set(subjects).size).toBe(ORDER_EMAIL_KINDS.length);
    expect(orderEmail('placed', order(), settings).subject).toBe('We have received your order SO-2026-000042 · Rajatmaya Silver');
    expect(orderEmail('shipped', order(), settings).subject).toBe('Your order SO-2026-000042 has shipped · Rajatmaya Silver');
    expect(orderEmail('refunded', order({ refund: { amount: 2999, reference: 'RF-77' } }), settings).text).toContain(
      'We have refunded ₹2,999.00 for order SO-2026-000042.',
    );
    expect(orderEmail('cancelled', order({ cancellation: { reason: 'Out of stock at the supplier' } }), settings).text).toContain(
      'Reason: Out of stock at the supplier',
    );
    expect(orderEmailKindForStatus('pending_confirmation')).toBe('placed');
    expect(orderEmailKindForStatus('shipped')).toBe('shipped');
    expect(orderEmailKindForStatus('on_hold')).toBeNull();
  });

  it('dates the order in India time', () => {
    const email = orderEmail('placed', order(), settings);
    expect(email.text).toContain('placed on 16 November 2026 at 1:30 am');
    expect(dom(email.html).body.textContent).toContain('16 November 2026 at 1:30 am');
  });

  it('says shipping is still to be quoted on a new order, and shows the charge once it is set', () => {
    expect(orderEmail('placed', order({ shipping: 0, shippingState: 'to_quote' }), settings).text).toContain('Shipping: quoted when we confirm your order');
    expect(orderEmail('placed', order({ shipping: 0, shippingState: 'to_quote' }), settings).text).toContain('Total before shipping:');
    expect(orderEmail('confirmed', order({ shipping: 250 }), settings).text).toContain('Shipping: ₹250.00');
  });

  it('shows hostile names, titles, notes and couriers as text, never as markup', () => {
    const hostile = {
      title: '<script>alert("title")</script>',
      name: '"><img src=x onerror=alert(1)>',
      note: '<a href="javascript:alert(2)">click</a> & </td></tr></table><form action="https://evil.example">',
      courier: "<b onmouseover='alert(3)'>Blue Dart</b>",
    };
    const email = orderEmail(
      'shipped',
      order({
        items: [{ title: hostile.title, sku: 'SKU"><svg onload=alert(4)>', price: 10, quantity: 1, lineTotal: 10 }],
        address: { ...order().address, fullName: hostile.name, line1: "O'Brien & Sons <Ltd>" },
        note: hostile.note,
        shipment: { courier: hostile.courier, trackingNumber: '"><script>x</script>' },
      }),
      { ...settings, brand: { ...settings.brand, name: 'Chandi & Co <Silver>' } },
    );
    const document = dom(email.html);
    expect(document.querySelectorAll('script, img, svg, form, b').length).toBe(0);
    // The only links are none (no https tracking URL was given).
    expect(document.querySelectorAll('a').length).toBe(0);
    expect(attributesOf(email.html).filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    const visible = document.body.textContent ?? '';
    for (const value of [hostile.title, hostile.name, hostile.note, hostile.courier, "O'Brien & Sons <Ltd>", 'Chandi & Co <Silver>']) {
      expect(visible).toContain(value);
      expect(email.text).toContain(value);
    }
    expect(document.title).toContain('Chandi & Co <Silver>');
  });

  it('links the tracking page only when the link is https', () => {
    const withLink = (trackingUrl: string) =>
      orderEmail('shipped', order({ shipment: { courier: 'Delhivery', trackingNumber: 'DL-99', trackingUrl } }), settings);

    const https = withLink('https://www.delhivery.com/track/package/DL-99?ref="x"&utm=mail');
    const anchors = [...dom(https.html).querySelectorAll('a')];
    expect(anchors).toHaveLength(1);
    expect(anchors[0]?.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL-99?ref=%22x%22&utm=mail');
    expect(anchors[0]?.textContent).toBe('Track your parcel');
    expect(https.text).toContain('Track your parcel: https://www.delhivery.com/track/package/DL-99?ref=%22x%22&utm=mail');

    for (const unsafe of ['http://www.delhivery.com/track/DL-99', 'javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const email = withLink(unsafe);
      expect(dom(email.html).querySelectorAll('a').length).toBe(0);
      expect(email.html).not.toContain(unsafe.slice(0, 12));
      expect(email.text).not.toContain(unsafe);
      // The courier and the number still tell the customer where to look.
      expect(email.text).toContain('Courier: Delhivery');
      expect(email.text).toContain('Tracking number: DL-99');
    }
  });

  it('keeps line breaks and header injection out of the subject', () => {
    const email = orderEmail('placed', order({ number: 'SO-2026-1\r\nBcc: victim@example.com' }), settings);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('reads a stored order document (Timestamps, shipment, refund) for the templates', () => {
    const stored = {
      uid: 'alice',
      number: 'SO-2026-000007',
      items: [{ productId: 'slv-rng-0001', sku: 'SLV-RNG-0001', title: 'Ring', price: 100, quantity: 3, lineTotal: 300, image: null }],
      subtotal: 300,
      shipping: 50,
      total: 350,
      currency: 'INR',
      address: { fullName: 'Priya', phone: '+91 90000 00000', line1: '1 Road', city: 'Surat', state: 'Gujarat', postalCode: '395003', country: 'India' },
      note: '',
      status: 'shipped',
      statusHistory: [{ status: 'pending_confirmation', at: Timestamp.fromDate(PLACED), by: 'alice' }],
      shipment: { courier: 'India Post', trackingNumber: 'EE123IN', trackingUrl: 'https://www.indiapost.gov.in/track?n=EE123IN' },
      refund: { amount: 350, reference: 'UTR-1' },
    };
    const mapped = toEmailOrder('o7', stored);
    expect(mapped).toMatchObject({ id: 'o7', uid: 'alice', number: 'SO-2026-000007', total: 350, placedAt: PLACED });
    expect(mapped.shipment).toEqual({ courier: 'India Post', trackingNumber: 'EE123IN', trackingUrl: 'https://www.indiapost.gov.in/track?n=EE123IN' });
    expect(mapped.refund).toEqual({ amount: 350, reference: 'UTR-1' });
    expect(orderEmail('shipped', mapped, settings).text).toContain('Track your parcel: https://www.indiapost.gov.in/track?n=EE123IN');
    // The apps' Order (ISO strings) maps the same way.
    expect(toEmailOrder('o7', { ...stored, statusHistory: [{ status: 'pending_confirmation', at: PLACED.toISOString(), by: 'alice' }] }).placedAt).toEqual(
      PLACED,
    );
  });
});

describe('support reply', () => {
  const input = {
    name: 'Rahul <Mehta>',
    subject: 'Bulk order of 50 rings',
    message: 'Hello,\nCan you supply 50 rings by Diwali?\n<script>alert(1)</script>',
    receivedAt: PLACED,
    reply: 'Dear Rahul,\nYes, we can dispatch 50 rings by 1 November.',
  };

  it('answers with the reply on top and the customer message quoted below', () => {
    const email = supportReplyEmail(input, settings);
    expect(email.subject).toBe('Re: Bulk order of 50 rings');
    expect(email.text).toContain('Yes, we can dispatch 50 rings by 1 November.');
    expect(email.text).toContain('On 16 November 2026 at 1:30 am, you wrote:\n> Hello,\n> Can you supply 50 rings by Diwali?\n> <script>alert(1)</script>');
    expect(email.text.indexOf('Yes, we can dispatch')).toBeLessThan(email.text.indexOf('you wrote:'));
    const document = dom(email.html);
    expect(document.querySelectorAll('script').length).toBe(0);
    const quote = document.querySelector('blockquote');
    expect(quote?.textContent).toContain('Can you supply 50 rings by Diwali?<script>alert(1)</script>');
    expect(quote?.querySelectorAll('br').length).toBe(2);
    expect(document.body.textContent).toContain('Hello Rahul <Mehta>,');
  });

  it('names the shop in the subject when the customer gave none', () => {
    expect(supportReplyEmail({ ...input, subject: '' }, settings).subject).toBe('Your message to Rajatmaya Silver');
  });
});

describe('the shop settings used by e-mails', () => {
  it("default to shared-data's site settings", () => {
    expect(mailSettingsFrom(undefined)).toEqual({
      brand: defaultSiteSettings.brand,
      contact: defaultSiteSettings.contact,
      payments: defaultSiteSettings.payments,
    });
  });

  it("merge a stored settings/site document as shared-data's normalizeSiteSettings does", () => {
    const stored = { brand: { name: 'Chandi Wholesale', tagline: 42 }, contact: { email: 'orders@chandi.example', phone: null }, hero: { headline: 'x' } };
    const normalized = normalizeSiteSettings(stored);
    expect(mailSettingsFrom(stored)).toEqual({ brand: normalized.brand, contact: normalized.contact, payments: normalized.payments });
    const email = orderEmail('confirmed', order(), mailSettingsFrom(stored));
    expect(email.subject).toBe('Your order SO-2026-000042 is confirmed · Chandi Wholesale');
    expect(email.text).toContain('orders@chandi.example');
  });
});
