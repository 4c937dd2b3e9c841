import { openModal, type ModalOptions } from './modal-controller';

export interface MessageModalButton {
  label: string;
  /** Runs on click; the modal closes afterwards unless it returns false. */
  onClick?: () => void | boolean;
  /** A link instead of an action (checked app route or external address). */
  href?: string;
  primary?: boolean;
}

/** Props of the `message` modal: any feature can show a title, a text and buttons. */
export interface MessageModalProps {
  title?: string;
  text: string;
  /** A failure modal shows an error icon (core-session-account.md section 8, generic handler). */
  icon?: 'error' | 'info' | 'success';
  /** Without buttons the modal shows a single OK button. */
  buttons?: MessageModalButton[];
}

export function openMessage(props: MessageModalProps, options?: ModalOptions): boolean {
  return openModal('message', { ...props }, options);
}
