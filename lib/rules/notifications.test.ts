import {
  hasCancelledSubscription,
  isReopenAllowed,
  keepsPermissionPrompt,
  reopenDelaySeconds,
  shouldOfferInstall,
  shouldAskRating,
  shouldOfferRegister,
  shouldRefreshMessages,
} from './notifications';

const NOW = 1_800_000_000_000;

describe('reopen delays', () => {
  it('uses 28800 s for register, 259200 s for partner installs, 1209600 s for permission, 0 otherwise', () => {
    expect(reopenDelaySeconds('register')).toBe(28_800);
    expect(reopenDelaySeconds('partner_install')).toBe(259_200);
    expect(reopenDelaySeconds('partner_install_promo')).toBe(259_200);
    expect(reopenDelaySeconds('permission')).toBe(1_209_600);
    expect(reopenDelaySeconds('survey_rate')).toBe(0);
  });

  it('allows a reopen once the delay has passed', () => {
    expect(isReopenAllowed('register', NOW - 28_799_999, NOW)).toBe(false);
    expect(isReopenAllowed('register', NOW - 28_800_000, NOW)).toBe(true);
    expect(isReopenAllowed('email', NOW, NOW)).toBe(true);
    expect(isReopenAllowed('permission', null, NOW)).toBe(true);
  });
});

describe('register prompt', () => {
  it('is for guests without purchases when promo days exist', () => {
    expect(shouldOfferRegister({ isGuest: true, hasPurchases: false, promoDays: 7 })).toBe(true);
    expect(shouldOfferRegister({ isGuest: false, hasPurchases: false, promoDays: 7 })).toBe(false);
    expect(shouldOfferRegister({ isGuest: true, hasPurchases: true, promoDays: 7 })).toBe(false);
    expect(shouldOfferRegister({ isGuest: true, hasPurchases: false, promoDays: 0 })).toBe(false);
    expect(shouldOfferRegister({ isGuest: true, hasPurchases: false, promoDays: null })).toBe(false);
  });
});

describe('rating prompt (survey_rate)', () => {
  const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
  it('asks members two weeks after they joined, never guests or newcomers', () => {
    expect(shouldAskRating({ isGuest: false, dateJoined: daysAgo(14), now: NOW })).toBe(true);
    expect(shouldAskRating({ isGuest: false, dateJoined: daysAgo(13), now: NOW })).toBe(false);
    expect(shouldAskRating({ isGuest: true, dateJoined: daysAgo(30), now: NOW })).toBe(false);
    expect(shouldAskRating({ isGuest: false, dateJoined: null, now: NOW })).toBe(false);
  });
});

describe('install prompt', () => {
  const chrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const edge = `${chrome} Edg/130.0.0.0`;
  const chromium =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/130.0.0.0 Chrome/130.0.0.0 Safari/537.36';
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
  const safari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const opera = `${chrome} OPR/114.0.0.0`;
  const androidChrome =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

  it('offers on desktop Chrome, Edge and Chromium', () => {
    expect(shouldOfferInstall(chrome, false)).toBe(true);
    expect(shouldOfferInstall(edge, false)).toBe(true);
    expect(shouldOfferInstall(chromium, false)).toBe(true);
  });

  it('does not offer elsewhere or when running standalone', () => {
    expect(shouldOfferInstall(chrome, true)).toBe(false);
    expect(shouldOfferInstall(firefox, false)).toBe(false);
    expect(shouldOfferInstall(safari, false)).toBe(false);
    expect(shouldOfferInstall(opera, false)).toBe(false);
    expect(shouldOfferInstall(androidChrome, false)).toBe(false);
  });
});

describe('permission prompt', () => {
  it('hides after navigating past the first page', () => {
    expect(keepsPermissionPrompt(0)).toBe(true);
    expect(keepsPermissionPrompt(1)).toBe(false);
  });
});

describe('message refresh', () => {
  it('refreshes only when the user was active in the last 1800 s', () => {
    expect(shouldRefreshMessages(NOW - 1_799_999, NOW)).toBe(true);
    expect(shouldRefreshMessages(NOW - 1_800_000, NOW)).toBe(false);
    expect(shouldRefreshMessages(null, NOW)).toBe(false);
  });
});

describe('unsubscribe survey', () => {
  it('is for members who turned a current subscription\'s renewal off', () => {
    expect(hasCancelledSubscription([{ renew: true, status: 'active' }, { renew: false, status: 'active' }])).toBe(true);
    expect(hasCancelledSubscription([{ renew: false, status: 'paused' }])).toBe(true);
    expect(hasCancelledSubscription([{ renew: true, status: 'active' }])).toBe(false);
    expect(hasCancelledSubscription([{ renew: false, status: 'future' }])).toBe(false);
    expect(hasCancelledSubscription([])).toBe(false);
  });
});
