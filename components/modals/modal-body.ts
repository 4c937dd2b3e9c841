import type { ModalId, ModalPropsOf, ReceivedModalProps } from '@/lib/modals';

/** What a lazily loaded modal body receives from the host: the props of its id (ModalPropsMap), or none from an address. */
export interface ModalBodyProps<Id extends ModalId> {
  props: ReceivedModalProps<Id>;
  close: () => void;
}

/** A body behind a check of what arrived (billing's needsPurchase): it gets its props whole. */
export interface ReadyModalBodyProps<Id extends ModalId> {
  props: ModalPropsOf<Id>;
  close: () => void;
}
