import { atom, getDefaultStore } from 'jotai';
import { MODAL_CLOSE_ANIMATION_MS, MODAL_REOPEN_DELAY_MS, PROFILE_MODAL_CLOSE_MS } from './constants';
import { HASHLESS_MODAL_IDS, MODAL_FEATURE, modalIdFromHash, type ModalFeature, type ModalId } from './modal-ids';
import type { OpenModalArgs } from './modal-props';

/**
 * The props of the open modal as the host holds them, whatever its id: typed per id where a modal is opened
 * (`openModal`, ModalPropsMap) and where its body reads them (ReceivedModalProps).
 */
export type HeldModalProps = object;

export interface ModalOptions {
  /** The modal has no close control: Escape and the overlay do not close it either. */
  hideClose?: boolean;
  /** Authentication is required (auth-only mode): the modal cannot be dismissed. */
  authRequired?: boolean;
  /** Runs when the modal starts closing, e.g. to stop transaction polling or drop a saved PIN callback. */
  onClose?: () => void;
}

export interface ModalState {
  id: ModalId;
  props: HeldModalProps;
  options: ModalOptions;
  /** Changes on every open so a reopened modal remounts. */
  key: number;
  /** True during the close animation. */
  closing: boolean;
}

export const modalStateAtom = atom<ModalState | null>(null);
export const modalFeaturesAtom = atom<Record<ModalFeature, boolean>>({ promoCodes: true, iframePayment: false });

type Store = ReturnType<typeof getDefaultStore>;

export interface ModalController {
  openModal<Id extends ModalId>(id: Id, ...args: OpenModalArgs<Id, ModalOptions>): boolean;
  closeModal(): void;
  /** Opens or closes the modal named by the URL hash; the host calls it on start and on hashchange. */
  syncFromHash(): void;
}

/** How long a modal takes to close (its animation) before it leaves the page. */
export function closeDurationOf(id: ModalId): number {
  return id === 'profiles' ? PROFILE_MODAL_CLOSE_MS : MODAL_CLOSE_ANIMATION_MS;
}

export function isDismissible(state: Pick<ModalState, 'options'>): boolean {
  return !state.options.hideClose && !state.options.authRequired;
}

/**
 * Writes the modal's hash through the browser's own replaceState. Next.js wraps `history.replaceState` and, for a state
 * that is not its own (an entry made by a fragment link or before start-up), treats the write as a navigation back
 * to the address written: a modal opening while a page loads cancelled that page. Only the hash changes here, which
 * the router does not track, so it need not hear of it.
 */
function replaceHash(win: Window, id: ModalId | null): void {
  const { pathname, search } = win.location;
  const native = (Object.getPrototypeOf(win.history) as Partial<History> | null)?.replaceState ?? win.history.replaceState;
  native.call(win.history, win.history.state, '', `${pathname}${search}${id ? `#${id}` : ''}`);
}

export function createModalController(store: Store, win: Window | undefined = globalThis.window): ModalController {
  let sequence = 0;
  let lastCloseAt: number | null = null;
  let pendingOpen: ReturnType<typeof setTimeout> | null = null;

  function show(id: ModalId, props: HeldModalProps, options: ModalOptions): void {
    pendingOpen = null;
    sequence += 1;
    store.set(modalStateAtom, { id, props, options, key: sequence, closing: false });
    if (win && !HASHLESS_MODAL_IDS.has(id) && modalIdFromHash(win.location.hash) !== id) replaceHash(win, id);
  }

  function startClose(): void {
    const state = store.get(modalStateAtom);
    if (!state || state.closing) return;
    store.set(modalStateAtom, { ...state, closing: true });
    lastCloseAt = Date.now();
    if (win && modalIdFromHash(win.location.hash) === state.id) replaceHash(win, null);
    state.options.onClose?.();
    setTimeout(() => {
      if (store.get(modalStateAtom)?.key === state.key) store.set(modalStateAtom, null);
    }, closeDurationOf(state.id));
  }

  function cancelPending(): void {
    if (pendingOpen) clearTimeout(pendingOpen);
    pendingOpen = null;
  }

  function openModal<Id extends ModalId>(id: Id, ...[given, options = {}]: OpenModalArgs<Id, ModalOptions>): boolean {
    const props: HeldModalProps = given ?? {};
    const feature = MODAL_FEATURE[id];
    if (feature && !store.get(modalFeaturesAtom)[feature]) return false;
    cancelPending();
    const current = store.get(modalStateAtom);
    if (current && !current.closing) {
      if (current.id === id) {
        store.set(modalStateAtom, { ...current, props, options });
        return true;
      }
      startClose();
    }
    const wait = lastCloseAt === null ? 0 : lastCloseAt + MODAL_REOPEN_DELAY_MS - Date.now();
    if (wait > 0) pendingOpen = setTimeout(() => show(id, props, options), wait);
    else show(id, props, options);
    return true;
  }

  function closeModal(): void {
    cancelPending();
    startClose();
  }

  function syncFromHash(): void {
    if (!win) return;
    const id = modalIdFromHash(win.location.hash);
    const current = store.get(modalStateAtom);
    const showing = current && !current.closing ? current.id : null;
    if (id && id !== showing) openModal(id);
    else if (!id && showing && !HASHLESS_MODAL_IDS.has(showing)) closeModal();
  }

  return { openModal, closeModal, syncFromHash };
}

const defaultController = createModalController(getDefaultStore());

/** Opens a modal by id; hash modals also write `#id` to the address. Returns false for a switched-off feature. */
export const openModal = defaultController.openModal;
/** Closes the open modal with its 300 ms animation; a later open waits out the 600 ms reopen delay. */
export const closeModal = defaultController.closeModal;
export const syncModalFromHash = defaultController.syncFromHash;
