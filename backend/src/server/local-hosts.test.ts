import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hostPolicy, isLoopbackHost, isLoopbackOrigin } from './local-hosts.mjs';

describe('hostPolicy', () => {
  it('answers this machine by any loopback name, whatever the port', () => {
    const allowed = hostPolicy({ host: '127.0.0.1', port: 8080 });
    for (const host of ['127.0.0.1:8080', 'localhost:8080', 'LOCALHOST:8080', 'shop.localhost:8080', '127.0.0.2:9', '[::1]:8080', 'localhost'])
      expect(allowed(host), host).toBe(true);
  });

  it('refuses any other name, however much it looks like this machine (DNS rebinding)', () => {
    const allowed = hostPolicy({ host: '127.0.0.1', port: 8080 });
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:8080',
      '127.0.0.1.evil.example:8080',
      'localhost.evil.example',
      'localhost.:8080',
      'a@localhost:8080',
      'localhost:8080/x',
      '10.0.0.5:8080',
    ]) {
      expect(allowed(host), String(host)).toBe(false);
    }
  });

  it("answers the address it listens on with its port, and on a wildcard address this machine's addresses", () => {
    expect(hostPolicy({ host: '192.0.2.7', port: 8080 })('192.0.2.7:8080')).toBe(true);
    expect(hostPolicy({ host: '192.0.2.7', port: 8080 })('192.0.2.7:9090')).toBe(false);
    let port = 0;
    const later = hostPolicy({ host: '192.0.2.7', port: () => port });
    port = 4321;
    expect(later('192.0.2.7:4321')).toBe(true);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (external) {
      expect(hostPolicy({ host: '0.0.0.0', port: 8080 })(`${external}:8080`)).toBe(true);
      expect(hostPolicy({ host: '0.0.0.0', port: 8080 })(`${external}:8081`)).toBe(false);
    }
    expect(hostPolicy({ host: '0.0.0.0', port: 8080 })('192.0.2.250:8080')).toBe(false);
  });

  it('answers the configured hosts, with or without their port', () => {
    const allowed = hostPolicy({ host: '127.0.0.1', port: 8080, allowedHosts: ['Backend.Shop.example', 'api.shop.example:443'] });
    expect(allowed('backend.shop.example')).toBe(true);
    expect(allowed('backend.shop.example:8080')).toBe(true);
    expect(allowed('api.shop.example:443')).toBe(true);
    expect(allowed('api.shop.example:8443')).toBe(false);
    expect(allowed('shop.example')).toBe(false);
  });
});

describe('loopback names', () => {
  it('tells loopback hosts and page origins from others', () => {
    expect(isLoopbackHost('127.9.9.9:1')).toBe(true);
    expect(isLoopbackHost('evil.example')).toBe(false);
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true);
    expect(isLoopbackOrigin('https://127.0.0.1')).toBe(true);
    for (const origin of ['http://evil.example', 'null', 'http://localhost:3000/', 'file://', 'http://127.0.0.1.evil.example'])
      expect(isLoopbackOrigin(origin), origin).toBe(false);
  });
});
