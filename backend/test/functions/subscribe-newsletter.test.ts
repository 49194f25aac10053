// subscribeNewsletter's input contract: like placeOrder, a field the callable does not know is
// refused (invalid-argument, naming it) before anything is read or written.
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { parseSubscribeInput, subscribeNewsletter } from '../../functions/src/subscribe-newsletter';

/** A database that fails the test if the callable touches it. */
const untouchable = new Proxy(
  {},
  {
    get: (_target, property) => {
      throw new Error(`the database was used (${String(property)}) for a refused request`);
    },
  },
) as Firestore;

const request = (data: unknown) => ({ data, rawRequest: {}, acceptsStreaming: false }) as unknown as CallableRequest<unknown>;

async function refusal(data: unknown): Promise<{ code: string; message: string }> {
  try {
    await subscribeNewsletter(request(data), untouchable);
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected the sign-up to be refused');
}

describe('subscribeNewsletter refuses unknown fields', () => {
  it.each([
    ['a 1 MB extra field', { email: 'reader@example.com', source: 'footer', padding: 'x'.repeat(1_000_000) }, /padding/],
    ['a name', { email: 'reader@example.com', name: 'Reader' }, /name/],
    ['a createdAt chosen by the client', { email: 'reader@example.com', createdAt: '2099-01-01' }, /createdAt/],
    ['a status', { email: 'reader@example.com', status: 'confirmed', source: 'footer' }, /status/],
    ['several fields', { email: 'reader@example.com', uid: 'root', admin: true }, /uid, admin/],
  ])('%s', async (_why, data, field) => {
    const error = await refusal(data);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(field);
    expect(error.message).toMatch(/send only email and source/);
  });

  it.each([null, 'reader@example.com', ['reader@example.com'], 42])('refuses %j that is not an object', async (data) => {
    expect((await refusal(data)).code).toBe('invalid-argument');
  });

  it('accepts exactly email and an optional source', () => {
    expect(parseSubscribeInput({ email: ' Reader@Example.com ' })).toEqual({ email: 'reader@example.com', source: 'website' });
    expect(parseSubscribeInput({ email: 'reader@example.com', source: 'footer' })).toEqual({ email: 'reader@example.com', source: 'footer' });
  });
});
