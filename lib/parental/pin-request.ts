import { isPinRequiredFlagActive, type ParentalAction } from '../rules/parental';

/**
 * The one outstanding parental question (PIN entry or PIN creation) and the promise waiting for it. The modal
 * bodies settle it; closing the modal settles it with false ("closing pincode clears the saved callback").
 */
export interface ParentalRequest {
  kind: 'pin' | 'set_pin';
  action: ParentalAction;
  /** When the question was raised: the PIN-required flag of section 4 lasts 5 s from here. */
  raisedAt: number;
  answer: Promise<boolean>;
  settle(allowed: boolean): void;
}

let current: ParentalRequest | null = null;

export interface StartedRequest {
  answer: Promise<boolean>;
  /** True when an outstanding question of the same kind was joined: its modal is already open. */
  joined: boolean;
}

/**
 * Raises a parental question. While the PIN-required flag of an outstanding question of the same kind is up (5 s,
 * core-session-account.md section 4), a second check (e.g. the channel page and its player asking together) waits
 * for the same answer instead of cancelling it with a second modal. Later, the new question replaces the old one.
 */
export function startParentalRequest(kind: ParentalRequest['kind'], action: ParentalAction, now: number = Date.now()): StartedRequest {
  if (current && current.kind === kind && isPinRequiredFlagActive(current.raisedAt, now)) {
    return { answer: current.answer, joined: true };
  }
  current?.settle(false);
  let resolve!: (allowed: boolean) => void;
  const answer = new Promise<boolean>((done) => {
    resolve = done;
  });
  const request: ParentalRequest = {
    kind,
    action,
    raisedAt: now,
    answer,
    settle(allowed) {
      if (current === request) current = null;
      resolve(allowed);
    },
  };
  current = request;
  return { answer, joined: false };
}

/** Settles the outstanding request, if any. */
export function settleParentalRequest(allowed: boolean): void {
  current?.settle(allowed);
}
