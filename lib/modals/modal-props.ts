import type { HashlessModalId, ModalId } from './modal-ids';
import type { MessageModalProps } from './message';

/** A modal opened without props. */
export type NoModalProps = Record<never, never>;

/**
 * The props each modal is opened with, by id: `openModal('pay_card', props)` fails the typecheck when `props` are not
 * the pay card's. The feature that owns a modal adds its entries where its data types live, by augmenting this
 * interface (`declare module '@/lib/modals/modal-props' { interface ModalPropsMap { … } }`: lib/billing/modal-props.ts,
 * lib/parental/modal-props.ts, ...), so lib/modals imports none of their types; `_EveryModalHasProps` below fails the
 * typecheck when an id has no entry.
 */
export interface ModalPropsMap {
  message: MessageModalProps;
  auth: NoModalProps;
  profiles: NoModalProps;
  smarttv: NoModalProps;
}

export type ModalPropsOf<Id extends ModalId> = Id extends keyof ModalPropsMap ? ModalPropsMap[Id] : never;

/** openModal's arguments after the id: the props may be left out only where none are required. */
export type OpenModalArgs<Id extends ModalId, Options> =
  NoModalProps extends ModalPropsOf<Id>
    ? [props?: ModalPropsOf<Id>, options?: Options]
    : [props: ModalPropsOf<Id>, options?: Options];

/**
 * What a modal body receives: its opener's props, or nothing at all when an address (`#card`) opened it, so a body
 * that needs its props checks them first (components/billing/modals/purchase-guard.tsx).
 */
export type ReceivedModalProps<Id extends ModalId> = Id extends HashlessModalId
  ? ModalPropsOf<Id>
  : Partial<ModalPropsOf<Id>>;

/** Names, in the typecheck's error, a modal id whose props nobody declared. */
type NoneMissing<Missing extends never> = Missing;
type _EveryModalHasProps = NoneMissing<Exclude<ModalId, keyof ModalPropsMap>>;
