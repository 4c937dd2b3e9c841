import type { NoModalProps } from '../modals/modal-props';
import type { ParentalAction } from '../rules/parental';

// The parental modals' props (core-session-account.md section 5), checked where they are opened (lib/modals).
declare module '../modals/modal-props' {
  interface ModalPropsMap {
    /** PIN entry for the action that asked it. */
    pincode: { action?: ParentalAction };
    /** PIN creation; a change asks the old PIN first. */
    parental_set: { action?: ParentalAction; change?: boolean };
    /** The parental settings, already unlocked by a PIN given a moment ago. */
    parental: { unlocked?: boolean };
    parental_start: NoModalProps;
  }
}
