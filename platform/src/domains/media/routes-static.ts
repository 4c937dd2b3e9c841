import type { PlatformApp } from '../../core/context';
import { notFound } from '../../core/errors';
import { resolveMediaFile, sendMediaFile } from './media-files';

/** Committed media: live segments, VOD ladders, DRM title, ads, blackout, thumbnails and seek points. */
export function registerStaticMediaRoutes(app: PlatformApp) {
  app.get('/media/*', (c) => {
    const segments = c.req.path.split('/').slice(2);
    const file = resolveMediaFile(segments);
    if (!file) throw notFound('No such media file.');
    return sendMediaFile(c, file);
  });
}
