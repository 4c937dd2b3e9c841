import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { announcePublicChange } from '../../core/public-changes';
import { devOk } from '../../core/respond';
import { findContent } from './store';

const TITLE_MAX_LENGTH = 200;

/**
 * Back-office stand-in, registered only with config.devEndpoints: edit a title's name. The change is public (content
 * page, rows, search), so the web app is told to revalidate what shows it (core/public-changes.ts).
 */
export function registerCatalogueDevRoutes(app: PlatformApp, ctx: PlatformContext) {
  if (!ctx.config.devEndpoints) return;

  app.patch('/dev/catalogue/contents/:ref', async (c) => {
    const content = findContent(ctx, c.req.param('ref'));
    const body = (await c.req.json().catch(() => null)) as { title?: unknown } | null;
    const title = body?.title;
    const valid =
      title && typeof title === 'object' && typeof (title as Record<string, unknown>).ru === 'string'
        ? Object.values(title).every((text) => typeof text === 'string' && text.trim() && text.length <= TITLE_MAX_LENGTH)
        : false;
    if (!valid) throw badRequest(`title must be {"ru": "...", ...}, each 1 to ${TITLE_MAX_LENGTH} characters.`);
    ctx.db.prepare('UPDATE contents SET title = ? WHERE id = ?').run(JSON.stringify(title), content.id);
    const announced = await announcePublicChange(ctx, [`contents:${content.id}`, `contents:${content.slug}`, 'rows', 'rowsets', 'search']);
    return devOk(c, { id: content.id, slug: content.slug, title, announced });
  });
}
