import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallFunction } from '../callables/callable-input';
import { requestVideoCallInputSchema, sendVideoCallRequest, parseProductList, validateVideoCallRequest, VideoCallRequestError } from './video-call-requests';

// 22 November 2026, 10:30 local time.
const now = new Date(2026, 10, 22, 10, 30);
const valid = { name: 'Asha Jain', phone: '+91 98765 43210', preferredDate: '2026-11-23', preferredTime: '11:00' };
const call = vi.fn();
const callable = call as unknown as CallFunction;

describe('validateVideoCallRequest', () => {
  it('accepts a complete request', () => {
    expect(validateVideoCallRequest(valid, now)).toEqual({});
  });

  it('asks for every required field with a message that says what to do', () => {
    expect(validateVideoCallRequest({ name: ' ', phone: '', preferredDate: '', preferredTime: '' }, now)).toEqual({
      name: 'Enter your name.',
      phone: 'Enter a phone number we can call you on.',
      preferredDate: 'Choose a date for the call.',
      preferredTime: 'Choose a time for the call.',
    });
  });

  it('refuses phone numbers the shop cannot call', () => {
    for (const phone of ['12345', 'call me', '+91 98765', '1234567890123456', 'javascript:1']) {
      expect(validateVideoCallRequest({ ...valid, phone }, now).phone, phone).toMatch(/10 to 15 digits/);
    }
    for (const phone of ['9876543210', '+91 98765 43210', '(022) 2345-6789']) {
      expect(validateVideoCallRequest({ ...valid, phone }, now).phone, phone).toBeUndefined();
    }
  });

  it('refuses dates in the past and impossible dates, and a time already gone today', () => {
    expect(validateVideoCallRequest({ ...valid, preferredDate: '2026-11-21' }, now).preferredDate).toBe('Choose today or a later date.');
    expect(validateVideoCallRequest({ ...valid, preferredDate: '2026-02-30' }, now).preferredDate).toBe('Enter the date as YYYY-MM-DD.');
    expect(validateVideoCallRequest({ ...valid, preferredDate: '2026-11-22', preferredTime: '10:00' }, now).preferredTime).toBe(
      'Choose a time later today, or another day.',
    );
    expect(validateVideoCallRequest({ ...valid, preferredDate: '2026-11-22', preferredTime: '16:00' }, now)).toEqual({});
    expect(validateVideoCallRequest({ ...valid, preferredTime: '25:00' }, now).preferredTime).toBe('Enter the time as HH:MM.');
  });

  it('limits the products list and the note', () => {
    const products = Array.from({ length: 21 }, (_, i) => `SLV-RNG-${i}`);
    expect(validateVideoCallRequest({ ...valid, products }, now).products).toMatch(/at most 20/);
    expect(validateVideoCallRequest({ ...valid, note: 'x'.repeat(1001) }, now).note).toMatch(/under 1000/);
  });
});

describe('parseProductList', () => {
  it('splits lines and commas, trims and drops duplicates', () => {
    expect(parseProductList('SLV-RNG-0001 Floral ring\n, SLV-RNG-0001 Floral ring,  Payal  \n\n')).toEqual(['SLV-RNG-0001 Floral ring', 'Payal']);
  });
});

describe('sendVideoCallRequest', () => {
  beforeEach(() => call.mockReset());

  it('sends the cleaned form to requestVideoCall, never a uid (the function takes it from the token)', async () => {
    call.mockResolvedValue({ id: 'req-1' });
    const result = await sendVideoCallRequest(
      callable,
      { ...valid, name: '  Asha   Jain ', products: ['SLV-RNG-0001 Floral ring'], note: 'Bridal range', source: 'product', uid: 'user-1' },
      now,
    );
    expect(result).toEqual({ id: 'req-1' });
    expect(call).toHaveBeenCalledTimes(1);
    const [name, data] = call.mock.calls[0] as [string, Record<string, unknown>];
    expect(name).toBe('requestVideoCall');
    expect(data).toEqual({
      name: 'Asha Jain',
      phone: '+91 98765 43210',
      preferredDate: '2026-11-23',
      preferredTime: '11:00',
      products: ['SLV-RNG-0001 Floral ring'],
      note: 'Bridal range',
      source: 'product',
    });
    // What is sent passes the callable's own strict schema.
    expect(requestVideoCallInputSchema(now).safeParse(data).success).toBe(true);
  });

  it('names the source "website" by default', async () => {
    call.mockResolvedValue({ id: 'req-2' });
    await sendVideoCallRequest(callable, valid, now);
    const data = call.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(data['source']).toBe('website');
    expect(data['products']).toEqual([]);
  });

  it('sends nothing for invalid input and reports the fields', async () => {
    const error = await sendVideoCallRequest(callable, { ...valid, phone: '1' }, now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoCallRequestError);
    expect(error).toMatchObject({ code: 'invalid', fieldErrors: { phone: expect.any(String) } });
    expect(call).not.toHaveBeenCalled();
  });

  it("turns failures into messages a person can act on, the rate limit in the function's own words", async () => {
    call.mockRejectedValueOnce(
      Object.assign(new Error('You have asked for several video calls in the last hour. Please try again in 40 minutes. [429]'), {
        code: 'functions/resource-exhausted',
      }),
    );
    await expect(sendVideoCallRequest(callable, valid, now)).rejects.toMatchObject({
      code: 'rate-limited',
      message: 'You have asked for several video calls in the last hour. Please try again in 40 minutes.',
    });
    call.mockRejectedValueOnce(Object.assign(new Error('bad'), { code: 'functions/invalid-argument' }));
    await expect(sendVideoCallRequest(callable, valid, now)).rejects.toMatchObject({ code: 'rejected', message: expect.stringMatching(/WhatsApp/) });
    call.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'functions/unavailable' }));
    await expect(sendVideoCallRequest(callable, valid, now)).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/connection/) });
    await expect(sendVideoCallRequest(null, valid, now)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('refuses a uid or an unknown field in the callable input', () => {
    expect(requestVideoCallInputSchema(now).safeParse({ ...valid, uid: 'someone-else' }).success).toBe(false);
    expect(requestVideoCallInputSchema(now).safeParse({ ...valid, status: 'done' }).success).toBe(false);
  });
});
