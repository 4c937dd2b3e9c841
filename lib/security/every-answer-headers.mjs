/**
 * Headers on every answer, files and API included (next.config.mjs, and the gateway server.mjs answers itself); the
 * page policy (CSP, framing, HSTS) is middleware.ts's, since it depends on run-time settings.
 */
export const EVERY_ANSWER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
