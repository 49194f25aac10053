import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url.server';

const origin = 'http://127.0.0.1:3000';

describe('requestUrl', () => {
  it('keeps a path and its query', () => {
    const url = requestUrl({ url: '/products?page=2' }, origin);
    expect(url.href).toBe('http://127.0.0.1:3000/products?page=2');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('reads a path that starts with two slashes as a path, never as another host', () => {
    expect(requestUrl({ url: '//' }, origin).pathname).toBe('//');
    const url = requestUrl({ url: '//evil.example/products' }, origin);
    expect(url.host).toBe('127.0.0.1:3000');
    expect(url.pathname).toBe('//evil.example/products');
  });

  it('reads a target that is not a path (absolute form, *, none) as /', () => {
    expect(requestUrl({ url: 'http://evil.example/x' }, origin).href).toBe('http://127.0.0.1:3000/');
    expect(requestUrl({ url: '*' }, origin).pathname).toBe('/');
    expect(requestUrl({}, origin).pathname).toBe('/');
  });
});
