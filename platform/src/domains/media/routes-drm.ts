import type { PlatformApp } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { readBody } from '../../core/respond';
import { clearKeyLicence } from './clearkey';
import { CACHE_NONE, MEDIA_CORS_HEADERS } from './media-files';

/**
 * ClearKey licence server (W3C EME, "Clear Key" license request/response format): the CDM posts
 * `{kids: [base64url], type}` and gets back `{keys: [{kty: 'oct', kid, k}]}`.
 */
export function registerDrmRoutes(app: PlatformApp) {
  app.post('/media/drm/clearkey/license', async (c) => {
    const body = await readBody(c);
    const kids = body.kids;
    if (!Array.isArray(kids) || kids.length === 0 || !kids.every((kid) => typeof kid === 'string' && kid.length > 0)) {
      throw badRequest('The licence request needs kids: a list of base64url key ids.', {
        kids: ['Required list of key ids.'],
      });
    }
    const licence = clearKeyLicence(kids as string[]);
    if (!licence) throw notFound('No key for the requested key ids.');
    return new Response(JSON.stringify(licence), {
      headers: { ...MEDIA_CORS_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': CACHE_NONE },
    });
  });
}
