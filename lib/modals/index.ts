export { MODAL_CLOSE_ANIMATION_MS, MODAL_REOPEN_DELAY_MS, PROFILE_MODAL_CLOSE_MS } from './constants';
export { MODAL_IDS, HASHLESS_MODAL_IDS, isModalId, modalIdFromHash, type ModalId, type ModalFeature } from './modal-ids';
export {
  openModal,
  closeModal,
  syncModalFromHash,
  modalStateAtom,
  modalFeaturesAtom,
  isDismissible,
  closeDurationOf,
  type ModalOptions,
  type HeldModalProps,
  type ModalState,
} from './modal-controller';
export type { MessageModalProps, MessageModalButton } from './message';
export type { ModalPropsMap, ModalPropsOf, NoModalProps, ReceivedModalProps } from './modal-props';
export { openMessage } from './message';
