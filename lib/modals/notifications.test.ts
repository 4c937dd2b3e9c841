import { createStore } from 'jotai';
import { modalStateAtom } from './modal-controller';
import { NOTIFICATION_REOPEN_DELAY_SECONDS, type NotificationKind } from '@/lib/rules/notifications';
import { createNotifications, visibleNotificationAtom } from './notifications';
import { HOLD_PROMPTS_COOKIE, promptsHeldBy } from './notifications-hold';

const ALL_KINDS: NotificationKind[] = ['register', 'email', 'survey_rate', 'permission', 'poll'];

function setup({ held = false, slots = ALL_KINDS }: { held?: boolean; slots?: NotificationKind[] } = {}) {
  const store = createStore();
  const shown = new Map<string, number>();
  const clock = { now: 1_700_000_000_000 };
  const api = createNotifications(store, {
    log: { get: (kind) => shown.get(kind) ?? null, set: (kind, at) => shown.set(kind, at) },
    now: () => clock.now,
    held: () => held,
  });
  for (const kind of slots) api.attachSlot(kind);
  return { store, clock, shown, api, visible: () => store.get(visibleNotificationAtom) };
}

afterEach(() => jest.useRealTimers());

describe('notifications', () => {
  it('shows one at a time, in request order', () => {
    const { api, visible } = setup();
    api.requestNotification('email');
    api.requestNotification('survey_rate');
    expect(visible()).toBe('email');
    api.dismissNotification('email');
    expect(visible()).toBe('survey_rate');
  });

  it("comes next in section 4's order whichever was asked first, never taking the place of the one on screen", () => {
    const { api, visible } = setup();
    api.requestNotification('email');
    // The poll's survey loaded before the viewer's first click asked the notification question.
    api.requestNotification('poll');
    api.requestNotification('permission');
    expect(visible()).toBe('email');
    api.dismissNotification('email');
    expect(visible()).toBe('permission');
    api.dismissNotification('permission');
    expect(visible()).toBe('poll');
    // On screen, the poll stays there when an earlier kind is asked for.
    api.requestNotification('survey_rate');
    expect(visible()).toBe('poll');
    api.dismissNotification('poll');
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

  it('a kind no mounted slot can show does not block the others', () => {
    const { api, visible } = setup({ slots: ['email'] });
    api.requestNotification('register');
    api.requestNotification('email');
    expect(visible()).toBe('email');
    const detach = api.attachSlot('register');
    expect(visible()).toBe('register');
    detach();
    expect(visible()).toBe('email');
  });

  it('holds every prompt back while the test cookie is set', () => {
    const { api, visible } = setup({ held: true });
    expect(api.requestNotification('email')).toBe(false);
    expect(api.requestNotification('register', { delayMs: 10 })).toBe(false);
    expect(visible()).toBeNull();
  });
});

describe('per-request delay', () => {
  it('shows a delayed kind only after its delay', () => {
    jest.useFakeTimers();
    const { api, visible } = setup();
    expect(api.requestNotification('register', { delayMs: 5000 })).toBe(true);
    jest.advanceTimersByTime(4999);
    expect(visible()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(visible()).toBe('register');
  });

  it('after the delay it still waits for an open modal to close', () => {
    jest.useFakeTimers();
    const { store, api, visible } = setup();
    store.set(modalStateAtom, { id: 'auth', props: {}, options: {}, key: 1, closing: false });
    api.requestNotification('register', { delayMs: 5000 });
    jest.advanceTimersByTime(5000);
    expect(visible()).toBeNull();
    store.set(modalStateAtom, null);
    expect(visible()).toBe('register');
  });

  it('does not jump ahead of kinds already waiting', () => {
    jest.useFakeTimers();
    const { api, visible } = setup();
    api.requestNotification('register', { delayMs: 5000 });
    api.requestNotification('email');
    expect(visible()).toBe('email');
    jest.advanceTimersByTime(5000);
    expect(visible()).toBe('email');
    api.dismissNotification('email');
    expect(visible()).toBe('register');
  });

  it('a withdrawal during the delay cancels it, and a repeated request does not restart the delay', () => {
    jest.useFakeTimers();
    const { api, visible } = setup();
    api.requestNotification('register', { delayMs: 5000 });
    api.withdrawNotification('register');
    jest.advanceTimersByTime(5000);
    expect(visible()).toBeNull();
    api.requestNotification('register', { delayMs: 5000 });
    jest.advanceTimersByTime(3000);
    api.requestNotification('register', { delayMs: 5000 });
    jest.advanceTimersByTime(2000);
    expect(visible()).toBe('register');
  });

  it('a kind closed in another tab during the delay respects its reopen delay when the timer fires', () => {
    jest.useFakeTimers();
    const { api, clock, shown, visible } = setup();
    api.requestNotification('register', { delayMs: 5000 });
    shown.set('register', clock.now);
    jest.advanceTimersByTime(5000);
    expect(visible()).toBeNull();
  });
});

describe('across full page loads', () => {
  /** The browser's storage, which outlives a page; each load makes its own store and notifications. */
  const saved = new Map<string, string>();
  const storage = { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => void saved.set(key, value) };
  const clock = { now: 1_700_000_000_000 };

  beforeAll(() => Object.assign(globalThis, { window: { localStorage: storage } }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'window'));

  function load() {
    const store = createStore();
    const api = createNotifications(store, { now: () => clock.now, held: () => false });
    for (const kind of ALL_KINDS) api.attachSlot(kind);
    return { api, visible: () => store.get(visibleNotificationAtom) };
  }

  it('brings the e-mail prompt back at the next load (delay 0) and keeps register and permission to theirs', () => {
    const first = load();
    for (const kind of ['email', 'register', 'permission'] as const) {
      expect(first.api.requestNotification(kind)).toBe(true);
      first.api.dismissNotification(kind);
    }
    expect(first.visible()).toBeNull();

    clock.now += 1_000;
    const second = load();
    expect(second.api.requestNotification('register')).toBe(false);
    expect(second.api.requestNotification('permission')).toBe(false);
    expect(second.api.requestNotification('email')).toBe(true);
    expect(second.visible()).toBe('email');

    clock.now += NOTIFICATION_REOPEN_DELAY_SECONDS.register! * 1000;
    expect(load().api.requestNotification('register')).toBe(true);
  });
});

describe('the hold cookie', () => {
  it('is read from a cookie header among other cookies, only with the value 1', () => {
    expect(promptsHeldBy(`lang=en; ${HOLD_PROMPTS_COOKIE}=1; x=y`)).toBe(true);
    expect(promptsHeldBy(`${HOLD_PROMPTS_COOKIE}=0`)).toBe(false);
    expect(promptsHeldBy('lang=en')).toBe(false);
    expect(promptsHeldBy(`other_${HOLD_PROMPTS_COOKIE}=1`)).toBe(false);
  });
});
