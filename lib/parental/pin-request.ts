import type { ParentalAction } from '../rules/parental';

/**
 * The one outstanding parental question (PIN entry or PIN creation) and the promise waiting for it. The modal
 * bodies settle it; closing the modal settles it with false ("closing pincode clears the saved callback").
 */
export interface ParentalRequest {
  kind: 'pin' | 'set_pin';
  action: ParentalAction;
  settle(allowed: boolean): void;
}

let current: ParentalRequest | null = null;

export function startParentalRequest(kind: ParentalRequest['kind'], action: ParentalAction): Promise<boolean> {
  current?.settle(false);
  return new Promise<boolean>((resolve) => {
    const request: ParentalRequest = {
      kind,
      action,
      settle(allowed) {
        if (current === request) current = null;
        resolve(allowed);
      },
    };
    current = request;
  });
}

export function currentParentalRequest(): ParentalRequest | null {
  return current;
}

/** Settles the outstanding request, if any. */
export function settleParentalRequest(allowed: boolean): void {
  current?.settle(allowed);
}
