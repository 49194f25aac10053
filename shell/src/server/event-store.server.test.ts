import { describe, expect, it } from 'vitest';
import { METADATA_TOKEN_URL, metadataCredential, restValue } from './event-store.server';

describe('restValue', () => {
  it("encodes an event's values as Firestore's REST API expects", () => {
    expect(restValue({ a: 'x', n: 3, d: 1.5, b: false, z: null, items: [{ id: 'p1', price: 99 }] })).toEqual({
      mapValue: {
        fields: {
          a: { stringValue: 'x' },
          n: { integerValue: '3' },
          d: { doubleValue: 1.5 },
          b: { booleanValue: false },
          z: { nullValue: null },
          items: { arrayValue: { values: [{ mapValue: { fields: { id: { stringValue: 'p1' }, price: { integerValue: '99' } } } }] } },
        },
      },
    });
  });
});

describe('metadataCredential', () => {
  it('asks the metadata server once, shares the request, and asks again a minute before the token expires', async () => {
    let now = 0;
    const requests: Array<[string, string | null]> = [];
    const fake = (async (url: string | URL | Request, init?: RequestInit) => {
      requests.push([String(url), new Headers(init?.headers).get('metadata-flavor')]);
      return new Response(JSON.stringify({ access_token: `token-${requests.length}`, expires_in: 3600, token_type: 'Bearer' }), { status: 200 });
    }) as typeof fetch;
    const credential = metadataCredential(fake, () => now);
    expect(await Promise.all([credential.token(), credential.token()])).toEqual(['token-1', 'token-1']);
    now = 3_539_000;
    expect(await credential.token()).toBe('token-1');
    now = 3_541_000;
    expect(await credential.token()).toBe('token-2');
    expect(requests).toEqual([
      [METADATA_TOKEN_URL, 'Google'],
      [METADATA_TOKEN_URL, 'Google'],
    ]);
  });

  it('fails with the status when the metadata server refuses, and tries again next time', async () => {
    let status = 403;
    const fake = (async () => new Response(JSON.stringify({ access_token: 'ok', expires_in: 60 }), { status })) as typeof fetch;
    const credential = metadataCredential(fake);
    await expect(credential.token()).rejects.toThrow('HTTP 403');
    status = 200;
    await expect(credential.token()).resolves.toBe('ok');
  });
});
