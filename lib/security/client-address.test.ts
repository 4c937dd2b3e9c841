import type http from 'node:http';
import { clientAddress, UNKNOWN_CLIENT } from './client-address';
import { dropClientProxyHeaders } from './forwarded-headers';

describe('the client address sent to the platform', () => {
  it('without a trusted proxy: the single address Next wrote from the socket', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:203.0.113.7' }), false)).toBe('::ffff:203.0.113.7');
    expect(clientAddress(new Headers(), false)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }), false)).toBe(UNKNOWN_CLIENT);
  });

  it('behind a trusted proxy: the last entry, the one the proxy appended, never what the client wrote before it', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), true)).toBe('203.0.113.7');
  });

  it("drops a client's own forwarding headers before Next reads them", () => {
    const headers: http.IncomingHttpHeaders = {
      host: 'tv.example',
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-real-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      cookie: 'a=b',
    };
    dropClientProxyHeaders(headers);
    expect(headers).toEqual({ host: 'tv.example', cookie: 'a=b' });
  });
});
