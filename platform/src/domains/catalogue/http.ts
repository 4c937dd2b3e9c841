import type { Context } from 'hono';
import type { PlatformContext, PlatformEnv } from '../../core/context';
import { requestLanguage } from '../../core/localized';
import type { Localizer } from './content-json';
import type { Viewer } from './rows';
import { isChildViewer } from './viewer';

export type Ctx = Context<PlatformEnv>;

export const localizer = (c: Ctx, ctx: PlatformContext): Localizer => ({ ctx, lang: requestLanguage(c) });

export function viewerOf(c: Ctx, ctx: PlatformContext): Viewer {
  const session = c.get('session');
  return { session, isChild: isChildViewer(ctx, session) };
}

/** Rows and pages are named by a numeric id or by their slug (no trailing-digit rule: "top-100" is a slug). */
export const byIdOrSlug = (reference: string) =>
  /^\d+$/.test(reference) ? { column: 'id', value: Number(reference) } : { column: 'slug', value: reference };
