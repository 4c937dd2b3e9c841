import { isSafeAppPath } from '../rules/push-destination';

/**
 * What to do once the viewer signs in: a callback (a favorite, a purchase, a parental re-check) and/or an app
 * path to open (account page, push destination). Kept outside React so the auth modal, the push modal and the
 * gates share one slot; a new request replaces the previous one.
 */
export interface PendingSignIn {
  resume?: () => void;
  /** Runs when the auth modal closes without a sign-in. */
  cancel?: () => void;
  /** A same-origin app path (checked with isSafeAppPath) opened after sign-in. */
  target?: string;
}

let pending: PendingSignIn | null = null;

export function rememberSignIn(next: PendingSignIn): void {
  const previous = pending;
  pending = { ...next, target: isSafeAppPath(next.target) ? next.target : undefined };
  if (previous && previous !== pending) previous.cancel?.();
}

/** Signed in: hands over what was remembered (once). */
export function takePendingSignIn(): PendingSignIn | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** The auth modal closed without a sign-in: the waiting gate is told, the slot emptied. */
export function cancelPendingSignIn(): void {
  const dropped = pending;
  pending = null;
  dropped?.cancel?.();
}
