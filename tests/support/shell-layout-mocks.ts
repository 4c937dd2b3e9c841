import type { CurrentUser } from '@/lib/session/use-current-user';

/** jsdom lays nothing out: widths come from `data-test-width` or, for the menu's nav, from `navWidth`. */
export const layout = { navWidth: 1000, itemWidth: 100, moreWidth: 40 };

const observers = new Set<ResizeObserverStub>();

class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  /** A browser's observer reports each element's size once when observing starts (after its layout; here at once). */
  observe() {
    observers.add(this);
    this.fire();
  }
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

/** Simulates a resize: every observer re-measures. */
export function resizeAll() {
  observers.forEach((observer) => observer.fire());
}

export function installLayoutMocks() {
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent === '…' ? layout.moreWidth : layout.itemWidth;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'NAV' ? layout.navWidth : 0;
    },
  });
}

/** The viewer as useCurrentUser answers it: the whole User, whose provider's shortname the menu reads too. */
export function member(overrides: Partial<CurrentUser> = {}): CurrentUser & { provider: { shortname: string } } {
  return {
    id: 7,
    isGuest: false,
    firstName: 'Aida',
    phone: '77010000000',
    profile: { id: 1, name: 'Aida', role: 'adult' },
    provider: { shortname: 'demo' },
    ...overrides,
  };
}

export function guest(): CurrentUser {
  return member({ id: 8, isGuest: true, firstName: '', phone: null, profile: null });
}
