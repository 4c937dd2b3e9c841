import { createStore } from 'jotai';
import { modalStateAtom } from './modal-controller';
import { canOfferInstall, createNotifications, NOTIFICATION_REOPEN_DELAY_S, visibleNotificationAtom } from './notifications';

function setup() {
  const store = createStore();
  const shown = new Map<string, number>();
  const clock = { now: 1_700_000_000_000 };
  const api = createNotifications(store, { get: (kind) => shown.get(kind) ?? null, set: (kind, at) => shown.set(kind, at) }, () => clock.now);
  return { store, clock, api, visible: () => store.get(visibleNotificationAtom) };
}

describe('notifications', () => {
  it('shows one at a time, in request order', () => {
    const { api, visible } = setup();
    api.requestNotification('email');
    api.requestNotification('survey_rate');
    expect(visible()).toBe('email');
    api.dismissNotification('email');
    expect(visible()).toBe('survey_rate');
  });

  it('waits while a modal is open', () => {
    const { store, api, visible } = setup();
    store.set(modalStateAtom, { id: 'auth', props: {}, options: {}, key: 1, closing: false });
    api.requestNotification('email');
    expect(visible()).toBeNull();
    store.set(modalStateAtom, null);
    expect(visible()).toBe('email');
  });

  it('does not reopen register within 8 hours or permission within 14 days', () => {
    const { api, clock, visible } = setup();
    api.requestNotification('register');
    api.dismissNotification('register');
    clock.now += NOTIFICATION_REOPEN_DELAY_S.register * 1000 - 1;
    expect(api.requestNotification('register')).toBe(false);
    clock.now += 1;
    expect(api.requestNotification('register')).toBe(true);
    api.dismissNotification('register');
    api.requestNotification('permission');
    api.dismissNotification('permission');
    clock.now += 13 * 24 * 3600 * 1000;
    expect(api.requestNotification('permission')).toBe(false);
    expect(visible()).toBeNull();
  });

  it('reopens other kinds at once and drops withdrawn ones without a delay', () => {
    const { api, visible } = setup();
    api.requestNotification('poll');
    api.dismissNotification('poll');
    expect(api.requestNotification('poll')).toBe(true);
    api.withdrawNotification('poll');
    expect(visible()).toBeNull();
    expect(api.requestNotification('poll')).toBe(true);
  });
});

describe('canOfferInstall', () => {
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  it('offers the app install on desktop Chrome and Edge outside standalone mode only', () => {
    expect(canOfferInstall(CHROME, false)).toBe(true);
    expect(canOfferInstall(`${CHROME} Edg/131.0`, false)).toBe(true);
    expect(canOfferInstall(CHROME, true)).toBe(false);
    expect(canOfferInstall('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36', false)).toBe(false);
    expect(canOfferInstall('Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/133.0', false)).toBe(false);
    expect(canOfferInstall(`${CHROME} OPR/115.0`, false)).toBe(false);
  });
});
