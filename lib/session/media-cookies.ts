/**
 * The cookies a stream answer sets for its media, as CDN signed cookies pair with signed addresses (the embedded
 * platform's `media_key`, platform/src/domains/media/media-binding.ts): they prove to the media origin that a media
 * request comes from the browser the addresses were handed to. The gateway passes them on to that browser; nothing
 * else the API sets reaches it. Only what cannot touch the app's own cookies or pages passes: httpOnly, scoped to a
 * path below the root (the app's cookies live at `/`), a few and small (no header bloat on later requests).
 */
const STREAM_ANSWER = /(^|\/)stream$/;
const MAX_MEDIA_COOKIES = 4;
const MAX_MEDIA_COOKIE_LENGTH = 1024;

function isMediaCookie(setCookie: string): boolean {
  if (setCookie.length > MAX_MEDIA_COOKIE_LENGTH) return false;
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim().toLowerCase());
  const path = attributes.find((attribute) => attribute.startsWith('path='))?.slice('path='.length);
  return attributes.includes('httponly') && path !== undefined && path.startsWith('/') && path.length > 1;
}

/** The Set-Cookie values of an API answer at `apiPath` to pass on to the browser. */
export function streamMediaCookies(apiPath: string, headers: Headers): string[] {
  if (!STREAM_ANSWER.test(apiPath)) return [];
  return headers.getSetCookie().filter(isMediaCookie).slice(0, MAX_MEDIA_COOKIES);
}
