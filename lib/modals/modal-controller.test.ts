import { createStore } from 'jotai';
import { MODAL_CLOSE_ANIMATION_MS, MODAL_REOPEN_DELAY_MS, PROFILE_MODAL_CLOSE_MS } from './constants';
import { createModalController, isDismissible, modalFeaturesAtom, modalStateAtom } from './modal-controller';
import { MODAL_IDS, modalIdFromHash } from './modal-ids';
import type { PayFormModalProps } from '../billing/modal-props';

function fakeWindow(hash = '') {
  const location = { pathname: '/channels', search: '?x=1', hash };
  const history = {
    state: { tree: 'next' },
    replaceState: jest.fn((_state: unknown, _title: string, url: string) => {
      const index = url.indexOf('#');
      location.hash = index >= 0 ? url.slice(index) : '';
    }),
  };
  return { location, history } as unknown as Window & { history: { replaceState: jest.Mock } };
}

function setup(hash = '') {
  const store = createStore();
  const win = fakeWindow(hash);
  const controller = createModalController(store, win);
  return { store, win, controller, current: () => store.get(modalStateAtom) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('modal registry ids', () => {
  it('registers every modal id of the spec, message included', () => {
    expect(MODAL_IDS).toHaveLength(28);
    expect(MODAL_IDS).toEqual(expect.arrayContaining(['auth', 'pay_qr_kaspi', 'promocode_wizard', 'block_alma', 'message']));
  });

  it('reads only hash-driven ids from the address', () => {
    expect(modalIdFromHash('#auth')).toBe('auth');
    expect(modalIdFromHash('#message')).toBeNull();
    expect(modalIdFromHash('#tariffs')).toBeNull();
  });
});

describe('createModalController', () => {
  it('writes the hash for hash modals and keeps the router state', () => {
    const { win, controller, current } = setup();
    controller.openModal('auth');
    expect(current()).toMatchObject({ id: 'auth', closing: false });
    expect(win.location.hash).toBe('#auth');
    expect(win.history.replaceState).toHaveBeenCalledWith({ tree: 'next' }, '', '/channels?x=1#auth');
  });

  it.each(['message', 'pay_iframe', 'pay_redirect'] as const)('never changes the hash for %s', (id) => {
    const { store, win, controller, current } = setup();
    store.set(modalFeaturesAtom, { promoCodes: true, iframePayment: true });
    controller.openModal(id, { text: 'x' });
    expect(current()?.id).toBe(id);
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it('closes with a 300 ms animation and removes the hash', () => {
    const { win, controller, current } = setup();
    controller.openModal('auth');
    controller.closeModal();
    expect(current()?.closing).toBe(true);
    expect(win.location.hash).toBe('');
    jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS - 1);
    expect(current()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('gives the profiles modal 600 ms to close', () => {
    const { controller, current } = setup();
    controller.openModal('profiles');
    controller.closeModal();
    jest.advanceTimersByTime(PROFILE_MODAL_CLOSE_MS - 1);
    expect(current()?.id).toBe('profiles');
    jest.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('opens the next modal only 600 ms after the previous one closed', () => {
    const { controller, current } = setup();
    controller.openModal('auth');
    controller.openModal('profiles');
    expect(current()).toMatchObject({ id: 'auth', closing: true });
    jest.advanceTimersByTime(MODAL_REOPEN_DELAY_MS - 1);
    expect(current()?.id).not.toBe('profiles');
    jest.advanceTimersByTime(1);
    expect(current()).toMatchObject({ id: 'profiles', closing: false });
  });

  it('runs onClose when the modal starts closing', () => {
    const { controller } = setup();
    const onClose = jest.fn();
    controller.openModal('pincode', {}, { onClose });
    controller.closeModal();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses modals of switched-off features', () => {
    const { store, controller, current } = setup();
    store.set(modalFeaturesAtom, { promoCodes: false, iframePayment: false });
    expect(controller.openModal('promocode')).toBe(false);
    expect(controller.openModal('pay_iframe', { context: {}, paySystem: {} } as unknown as PayFormModalProps)).toBe(false);
    expect(current()).toBeNull();
  });

  it('follows the address hash: opens on #id and closes when the hash goes away', () => {
    const { win, controller, current } = setup('#smarttv');
    controller.syncFromHash();
    expect(current()?.id).toBe('smarttv');
    win.location.hash = '';
    controller.syncFromHash();
    expect(current()?.closing).toBe(true);
  });

  it('treats hidden close controls and required auth as not dismissible', () => {
    expect(isDismissible({ options: {} })).toBe(true);
    expect(isDismissible({ options: { hideClose: true } })).toBe(false);
    expect(isDismissible({ options: { authRequired: true } })).toBe(false);
  });
});

describe('createModalController while a page navigation loads', () => {
  /**
   * A window whose history is wrapped as Next.js wraps it: a replaceState with a state the router did not write
   * restores the address written, which cancels the navigation in flight (the browser's own method is on the prototype).
   */
  function routedWindow(entryState: unknown) {
    const location = { pathname: '/packets', search: '', hash: '' };
    const router = { pending: null as string | null, restoredTo: null as string | null };
    const native = jest.fn(function (this: { state: unknown }, state: unknown, _title: string, url: string) {
      this.state = state;
      const index = url.indexOf('#');
      location.hash = index >= 0 ? url.slice(index) : '';
    });
    const history = Object.create({ replaceState: native }) as { state: unknown; replaceState: History['replaceState'] };
    history.state = entryState;
    history.replaceState = function (state: unknown, title: string, url?: string | URL | null) {
      if (!(state as { __NA?: boolean } | null)?.__NA && url) {
        router.restoredTo = String(url);
        router.pending = null;
      }
      native.call(this, state, title, String(url));
    };
    return { win: { location, history } as unknown as Window, router, native };
  }

  it.each([
    ['an entry the router did not write (a fragment link)', null],
    ['an entry of the router', { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {} }],
  ])('leaves the navigation going on %s, and the hash still names the modal', (_name, entryState) => {
    const { win, router, native } = routedWindow(entryState);
    const controller = createModalController(createStore(), win);
    router.pending = '/packets/3';
    controller.openModal('auth');
    expect(router.restoredTo).toBeNull();
    expect(router.pending).toBe('/packets/3');
    expect(win.location.hash).toBe('#auth');
    expect(native).toHaveBeenCalledWith(entryState, '', '/packets#auth');
    controller.closeModal();
    expect(router.pending).toBe('/packets/3');
    expect(win.location.hash).toBe('');
  });
});

describe('modal props', () => {
  it('holds the props a modal was opened with, and the typecheck refuses props of another shape', () => {
    const { controller, current } = setup();
    controller.openModal('parental_set', { change: true });
    expect(current()?.props).toEqual({ change: true });
    // @ts-expect-error a PIN change is a yes or no
    controller.openModal('parental_set', { change: 'yes' });
    // @ts-expect-error the pay card is opened with the purchase and the pay system it pays with
    controller.openModal('pay_card', {});
    // @ts-expect-error a message has a text
    controller.openModal('message');
  });
});
