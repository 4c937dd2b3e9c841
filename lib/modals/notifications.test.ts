import { createStore } from 'jotai';
import { modalStateAtom } from './modal-controller';
import { NOTIFICATION_REOPEN_DELAY_SECONDS } from '@/lib/rules/notifications';
import { createNotifications, visibleNotificationAtom } from './notifications';

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
    clock.now += NOTIFICATION_REOPEN_DELAY_SECONDS.register! * 1000 - 1;
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

