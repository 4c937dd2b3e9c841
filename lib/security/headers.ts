/**
 * Security headers of every page (issue 13 item 8). One static policy per deployment, with no per-request nonce:
 * public pages are rendered once and served from cache, and a nonce would make every page render per request.
 * Inline scripts run by hash instead (issue 35): the production server adds to script-src the hashes of the inline
 * scripts of each HTML answer whose form our app emits (lib/security/script-hashes.mjs); no 'unsafe-inline'. Under
 * `next dev` (no such server, and Next's own dev scripts) the policy keeps 'unsafe-inline' and 'unsafe-eval'.
 */

export const FRAMEABLE_SEGMENTS: ReadonlySet<string> = new Set(['channel_embed', 'content_embed']);

/** Google's Cast sender framework (player/cast/cast-framework.ts) and what it loads. */
const CAST_SCRIPT_ORIGIN = 'https://www.gstatic.com';
const HSTS = 'max-age=31536000';
const DEFAULT_PLATFORM_ORIGIN = 'http://localhost:3001';
/** Our violation report receiver (csp-reports.ts, app/api/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';
const CSP_REPORT_GROUP = 'csp';

export interface SecuritySettings {
  /** Origin browsers load the platform's media, artwork, licences, ads and payment page from. */
  platformOrigin: string;
  /** MEDIA_ORIGINS: the operator's media CDNs, DRM licence and ad servers beyond the platform. */
  mediaOrigins: string[];
  /**
   * AUTO_AUTH_ORIGINS: where the provider's auto-auth address (network data `auto_auth`) lives. The browser posts
   * to it directly (core-session-account.md section 4 step 4), so connect-src must allow it; none when unset.
   */
  autoAuthOrigins: string[];
  /** EMBED_ALLOWED_ORIGINS: sites that may frame the embed routes; none when empty. */
  embedOrigins: string[];
  development: boolean;
}

/** Keeps only well-formed origins (scheme, host, optional port; `https://*.tv.example` allowed), so no setting can inject a directive. */
export function originList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter((entry) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(entry));
}

export function securitySettingsFromEnv(env: Record<string, string | undefined> = process.env): SecuritySettings {
  const platform = originList(env.PLATFORM_PUBLIC_URL || env.PLATFORM_API_URL)[0] ?? DEFAULT_PLATFORM_ORIGIN;
  return {
    platformOrigin: platform,
    mediaOrigins: originList(env.MEDIA_ORIGINS),
    autoAuthOrigins: originList(env.AUTO_AUTH_ORIGINS),
    embedOrigins: originList(env.EMBED_ALLOWED_ORIGINS),
    development: env.NODE_ENV === 'development',
  };
}

export function isFrameablePath(pathname: string): boolean {
  return FRAMEABLE_SEGMENTS.has(pathname.split('/').filter(Boolean)[0] ?? '');
}

export function contentSecurityPolicy(settings: SecuritySettings, { frameable, https }: { frameable: boolean; https: boolean }): string {
  const remote = [settings.platformOrigin, ...settings.mediaOrigins].join(' ');
  const ancestors = frameable && settings.embedOrigins.length ? settings.embedOrigins.join(' ') : "'none'";
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${CAST_SCRIPT_ORIGIN}${settings.development ? " 'unsafe-inline' 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remote}`,
    "font-src 'self' data:",
    `media-src 'self' blob: ${remote}`,
    `connect-src 'self' ${[remote, ...settings.autoAuthOrigins].join(' ')}${settings.development ? ' ws: wss:' : ''}`,
    `frame-src 'self' ${remote}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  // A browser with the Reporting API ignores report-uri once report-to is named, and Chromium takes the endpoints of
  // Reporting-Endpoints from https answers only: over plain http, report-to would lose every report.
  if (https) directives.push(`report-to ${CSP_REPORT_GROUP}`, 'upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Headers a page answer carries: CSP with frame-ancestors, X-Frame-Options where no one may frame it, HSTS and the
 * Reporting API's endpoint over https.
 */
export function pageSecurityHeaders(settings: SecuritySettings, { pathname, https }: { pathname: string; https: boolean }): Record<string, string> {
  const frameable = isFrameablePath(pathname) && settings.embedOrigins.length > 0;
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(settings, { frameable, https }),
  };
  if (!frameable) headers['x-frame-options'] = 'DENY';
  if (https) {
    headers['strict-transport-security'] = HSTS;
    headers['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  }
  return headers;
}
