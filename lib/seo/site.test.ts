/** @jest-environment node */
import { siteOriginFrom } from './site';

jest.mock('server-only', () => ({}));

describe('siteOriginFrom', () => {
  it('takes the origin of SITE_URL, without path or trailing slash', () => {
    expect(siteOriginFrom({ SITE_URL: 'https://tv.example.com/some/path/' })).toBe('https://tv.example.com');
  });

  it('falls back to the server’s own localhost port and warns when SITE_URL is unset or not a URL', () => {
    const warn = jest.fn();
    expect(siteOriginFrom({ PORT: '4300' }, warn)).toBe('http://localhost:4300');
    expect(siteOriginFrom({ SITE_URL: 'tv.example.com' }, warn)).toBe('http://localhost:3000');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
