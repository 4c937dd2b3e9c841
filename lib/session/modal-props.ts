import type { MwStatusBlock } from '../api/types/identity';
import type { PushMessage } from './push-entry';

// The session's modals' props (core-session-account.md sections 2-4), checked where they are opened (lib/modals).
declare module '../modals/modal-props' {
  interface ModalPropsMap {
    push: PushMessage;
    /** The regional block, status -2: the server's message and the balance. */
    block_alma: MwStatusBlock;
  }
}
