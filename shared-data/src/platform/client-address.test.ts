import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops } from './client-address';

describe('clientAddress', () => {
  it('takes the connection when clients connect directly, whatever X-Forwarded-For they send', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('198.51.100.1');
    expect(clientAddress(undefined, '198.51.100.1', 0)).toBe('198.51.100.1');
  });

  it('behind one proxy, takes the entry it appended: rotating the earlier entries changes nothing', () => {
    const seen = new Set(Array.from({ length: 100 }, (_, i) => clientAddress(`10.0.0.${i}, 203.0.113.7`, '35.191.0.1', 1)));
    expect([...seen]).toEqual(['203.0.113.7']);
    expect(clientAddress('203.0.113.7', '35.191.0.1', 1)).toBe('203.0.113.7');
  });

  it('behind Hosting and Cloud Run (two proxies), takes the entry the outer one appended', () => {
    expect(clientAddress('1.2.3.4, 203.0.113.7, 130.211.0.9', '35.191.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddress(['1.2.3.4', '203.0.113.7, 130.211.0.9'], '35.191.0.1', 2)).toBe('203.0.113.7');
  });

  it('uses the connection when the request did not come through every trusted proxy', () => {
    expect(clientAddress(undefined, '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('203.0.113.7', '198.51.100.1', 2)).toBe('198.51.100.1');
    expect(clientAddress(' , ', undefined, 1)).toBe('unknown');
  });
});

describe('trustedProxyHops', () => {
  it('reads the count, falls back when unset and refuses nonsense', () => {
    expect(trustedProxyHops('2', 0)).toBe(2);
    expect(trustedProxyHops(undefined, 1)).toBe(1);
    expect(trustedProxyHops('', 0)).toBe(0);
    expect(() => trustedProxyHops('yes', 0)).toThrow(/TRUSTED_PROXY_HOPS must be a whole number from 0 to 5/);
    expect(() => trustedProxyHops('-1', 0)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
