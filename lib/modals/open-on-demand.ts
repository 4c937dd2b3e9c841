import type { ModalOptions } from './modal-controller';
import type { ModalId } from './modal-ids';
import type { ModalPropsOf, NoModalProps, OpenModalArgs } from './modal-props';

/** The modals opened without props: the ones a plain button of the shell opens. */
export type PlainModalId = { [Id in ModalId]: NoModalProps extends ModalPropsOf<Id> ? Id : never }[ModalId];

/**
 * openModal for the buttons in every page's first load (the header's sign-in and promo code, the bottom nav, the
 * footer's smart TV link): the modal controller, and with it jotai, comes on the first press, or is there already
 * with the modal host, which loads after hydration. The modal then opens as openModal opens it, hash and focus
 * included; only the first load carries neither. Takes what openModal takes.
 */
export function openModalOnDemand<Id extends ModalId>(id: Id, ...args: OpenModalArgs<Id, ModalOptions>): void {
  void import('./modal-controller').then((controller) => controller.openModal(id, ...args));
}
