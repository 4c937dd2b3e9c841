import { DEVICE_COOKIE, TOKEN_COOKIE, TOKEN_EXPIRY_FALLBACK_MS, TOKEN_ISSUED_COOKIE } from './cookies';

export function cookie(name: string, value: string, maxAgeSeconds: number, { httpOnly, secure }: { httpOnly: boolean; secure: boolean }) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'SameSite=Lax',
    httpOnly ? 'HttpOnly' : '',
    secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function sessionCookies(
  grant: { access_token: string; expires_at?: number | null; device_id?: string | number | null },
  { now = Date.now, secure = false }: { now?: () => number; secure?: boolean } = {},
): string[] {
  const issuedAt = now();
  const maxAge = grant.expires_at ? grant.expires_at - issuedAt / 1000 : TOKEN_EXPIRY_FALLBACK_MS / 1000;
  const cookies = [
    cookie(TOKEN_COOKIE, grant.access_token, maxAge, { httpOnly: true, secure }),
    cookie(TOKEN_ISSUED_COOKIE, String(issuedAt), maxAge, { httpOnly: false, secure }),
  ];
  // A user-level token (a sign-in, a link, auto-auth) has no device yet: a device id left from the replaced session
  // (a guest's) would send the next device-settings call to a device of another user (a 404, section 8).
  cookies.push(
    grant.device_id
      ? cookie(DEVICE_COOKIE, String(grant.device_id), maxAge, { httpOnly: false, secure })
      : cookie(DEVICE_COOKIE, '', 0, { httpOnly: false, secure }),
  );
  return cookies;
}

export function clearedSessionCookies(secure = false): string[] {
  return [TOKEN_COOKIE, TOKEN_ISSUED_COOKIE, DEVICE_COOKIE].map((name) =>
    cookie(name, '', 0, { httpOnly: name === TOKEN_COOKIE, secure }),
  );
}
