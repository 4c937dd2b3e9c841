import type { PlatformContext, Session } from '../../core/context';
import { tableExists } from './store';

/** Child profiles see content up to this age (catalogue-vod-billing.md sections 5 and 6). */
export const CHILD_MAX_AGE = 12;

/** History and search history are kept per profile; 0 stands for "no profile selected". */
export const profileKey = (session: Session) => session.profileId ?? 0;

/** Reads the identity domain's `profiles.role` at request time; no table or no profile means an adult viewer. */
export function isChildViewer(ctx: PlatformContext, session: Session | null): boolean {
  if (!session?.profileId || !tableExists(ctx, 'profiles')) return false;
  const row = ctx.db
    .prepare('SELECT role FROM profiles WHERE id = ? AND user_id = ?')
    .get(session.profileId, session.userId) as { role: string } | undefined;
  return row?.role === 'child';
}

export const childMayWatch = (age: number, isAdult: boolean) => !isAdult && age <= CHILD_MAX_AGE;
