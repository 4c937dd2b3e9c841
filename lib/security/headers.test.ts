import { contentSecurityPolicy, originList, pageSecurityHeaders, securitySettingsFromEnv } from './headers';

describe('security headers', () => {
  it('keeps only well-formed origins, so a setting cannot add a directive', () => {
    expect(originList("https://a.example, http://b.example:8080/ https://*.c.example 'unsafe-eval' https://x.example; script-src *")).toEqual([
      'https://a.example',
      'http://b.example:8080',
      'https://*.c.example',
    ]);
    expect(originList(undefined)).toEqual([]);
  });

  it('limits media, images and connections to the site, the platform and MEDIA_ORIGINS, with no nonce', () => {
    const settings = securitySettingsFromEnv({ PLATFORM_API_URL: 'http://127.0.0.1:3001/', MEDIA_ORIGINS: 'https://cdn.tv.example https://drm.tv.example' });
    const csp = contentSecurityPolicy(settings, { frameable: false, https: false });
    expect(csp).toContain("media-src 'self' blob: http://127.0.0.1:3001 https://cdn.tv.example https://drm.tv.example");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3001 https://cdn.tv.example https://drm.tv.example;");
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:3001 https://cdn.tv.example https://drm.tv.example;");
    expect(csp).not.toMatch(/nonce-|unsafe-eval|\*;/);
    expect(securitySettingsFromEnv({ PLATFORM_PUBLIC_URL: 'https://media.tv.example', PLATFORM_API_URL: 'http://10.0.0.2:3001' }).platformOrigin).toBe('https://media.tv.example');
  });

  it("allows the provider's auto-auth origin for connections only, and only once AUTO_AUTH_ORIGINS names it", () => {
    const open = contentSecurityPolicy(securitySettingsFromEnv({ PLATFORM_API_URL: 'http://127.0.0.1:3001', AUTO_AUTH_ORIGINS: 'https://auth.isp.example/, javascript:x' }), {
      frameable: false,
      https: false,
    });
    expect(open).toContain("connect-src 'self' http://127.0.0.1:3001 https://auth.isp.example;");
    expect(open.replace(/connect-src[^;]*;/, '')).not.toContain('auth.isp.example');
    const closed = contentSecurityPolicy(securitySettingsFromEnv({ PLATFORM_API_URL: 'http://127.0.0.1:3001' }), { frameable: false, https: false });
    expect(closed).toContain("connect-src 'self' http://127.0.0.1:3001;");
  });

  it('lets only the embed routes be framed, only by EMBED_ALLOWED_ORIGINS, and closes them when it is unset', () => {
    const open = securitySettingsFromEnv({ EMBED_ALLOWED_ORIGINS: 'https://partner.example' });
    const closed = securitySettingsFromEnv({});
    expect(pageSecurityHeaders(open, { pathname: '/content_embed/5', https: false })['content-security-policy']).toContain('frame-ancestors https://partner.example');
    expect(pageSecurityHeaders(open, { pathname: '/content_embed/5', https: false })['x-frame-options']).toBeUndefined();
    expect(pageSecurityHeaders(open, { pathname: '/contents/5', https: false })).toMatchObject({ 'x-frame-options': 'DENY' });
    expect(pageSecurityHeaders(open, { pathname: '/contents/5', https: false })['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(pageSecurityHeaders(closed, { pathname: '/channel_embed/1', https: false })).toMatchObject({ 'x-frame-options': 'DENY' });
  });

  it("allows no inline script by itself in production (the server adds hashes), any under next dev; reports to us", () => {
    const production = pageSecurityHeaders(securitySettingsFromEnv({ NODE_ENV: 'production' }), { pathname: '/', https: false });
    expect(production['content-security-policy']).toContain("script-src 'self' https://www.gstatic.com;");
    expect(production['content-security-policy']).toMatch(/report-uri \/api\/csp-report$/);
    expect(production['reporting-endpoints']).toBeUndefined();
    const development = contentSecurityPolicy(securitySettingsFromEnv({ NODE_ENV: 'development' }), { frameable: false, https: false });
    expect(development).toContain("script-src 'self' https://www.gstatic.com 'unsafe-inline' 'unsafe-eval';");
  });

  it('names the Reporting API endpoint beside report-uri over https only, where Chromium takes it', () => {
    const secure = pageSecurityHeaders(securitySettingsFromEnv({ NODE_ENV: 'production' }), { pathname: '/', https: true });
    expect(secure['content-security-policy']).toContain('report-uri /api/csp-report; report-to csp;');
    expect(secure['reporting-endpoints']).toBe('csp="/api/csp-report"');
    const plain = pageSecurityHeaders(securitySettingsFromEnv({ NODE_ENV: 'production' }), { pathname: '/', https: false });
    expect(plain['content-security-policy']).not.toContain('report-to');
  });

  it('sends HSTS only over https', () => {
    const settings = securitySettingsFromEnv({});
    expect(pageSecurityHeaders(settings, { pathname: '/', https: true })['strict-transport-security']).toBe('max-age=31536000');
    expect(pageSecurityHeaders(settings, { pathname: '/', https: false })['strict-transport-security']).toBeUndefined();
  });
});
