import type { ModalProps } from '@/lib/modals';

/** What a lazily loaded modal body receives from the host. */
export interface ModalBodyProps<P extends ModalProps = ModalProps> {
  props: P;
  close: () => void;
}
