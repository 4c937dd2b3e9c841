import {
  PARENTAL_ACTIONS,
  checkPinCreation,
  isActionGuarded,
  isAdultChannel,
  isAdultContent,
  isAdultViewer,
  isPinRequiredFlagActive,
  parentalCheck,
  parentalChannelsValue,
  pinValidityMs,
  shouldAutoSubmitPin,
  type ParentalCheckInput,
} from './parental';

const NOW = 1_700_000_000_000;
const adultSet = { signedIn: true, adult: true, parentalStatus: 'set' as const };

function check(overrides: Partial<ParentalCheckInput>): ReturnType<typeof parentalCheck> {
  return parentalCheck({
    action: 'channel',
    viewer: adultSet,
    deviceSettings: null,
    ignoreParentalControl: false,
    now: NOW,
    lastPinSuccessAt: null,
    lastTransactionAt: null,
    loginGuestAttemptAt: null,
    ...overrides,
  });
}

describe('parentalCheck', () => {
  it.each(PARENTAL_ACTIONS)('asks an adult with a PIN set for %s', (action) => {
    expect(check({ action })).toBe('ask_pin');
  });

  it('passes actions the table does not list', () => {
    expect(check({ action: 'download' })).toBe('pass');
  });

  it('passes everything with the embed ignore flag', () => {
    expect(check({ ignoreParentalControl: true })).toBe('pass');
  });

  it('passes within 30 s of a login-by-guest attempt, asks again at 30 s', () => {
    expect(check({ loginGuestAttemptAt: NOW - 29_999 })).toBe('pass');
    expect(check({ loginGuestAttemptAt: NOW - 30_000 })).toBe('ask_pin');
  });

  it('asks a guest to sign in first for an adult channel even within 30 s of a login as guest', () => {
    expect(check({ viewer: null, action: 'channel', loginGuestAttemptAt: NOW - 1_000 })).toBe('ask_sign_in');
    expect(check({ viewer: { ...adultSet, signedIn: false }, action: 'program', loginGuestAttemptAt: NOW - 1_000 })).toBe('ask_sign_in');
  });

  it('asks a signed-out viewer to sign in for program and channel only', () => {
    expect(check({ viewer: null, action: 'channel' })).toBe('ask_sign_in');
    expect(check({ viewer: { ...adultSet, signedIn: false }, action: 'program' })).toBe('ask_sign_in');
    expect(check({ viewer: null, action: 'vod' })).toBe('pass');
    expect(check({ viewer: null, action: 'pay' })).toBe('pass');
  });

  it('never asks viewers under 18', () => {
    expect(check({ viewer: { ...adultSet, adult: false } })).toBe('pass');
  });

  it('passes when the viewer chose to ignore parental control', () => {
    expect(check({ viewer: { ...adultSet, parentalStatus: 'ignore' } })).toBe('pass');
  });

  it('asks to set a PIN when none is set', () => {
    expect(check({ viewer: { ...adultSet, parentalStatus: 'notset' } })).toBe('ask_set_pin');
  });

  it('does not ask again in a visit where the viewer answered "Not now"; the next visit asks', () => {
    expect(check({ viewer: { ...adultSet, parentalStatus: 'notset' }, pinSetupPutOffAt: NOW - 60_000 })).toBe('pass');
    expect(check({ viewer: { ...adultSet, parentalStatus: 'notset' }, pinSetupPutOffAt: null })).toBe('ask_set_pin');
  });

  it('passes an action the device switched off, but never the parental settings themselves', () => {
    const off = { profile: false, program: false, vod: false, channel: false, pay: false, settings: false };
    expect(check({ action: 'pay', deviceSettings: off })).toBe('pass');
    expect(check({ action: 'parental', deviceSettings: off })).toBe('ask_pin');
    expect(check({ action: 'pay', deviceSettings: { ...off, pay: true } })).toBe('ask_pin');
  });

  it('honours a correct PIN for 2 s without a device duration', () => {
    expect(check({ lastPinSuccessAt: NOW - 1_999 })).toBe('pass');
    expect(check({ lastPinSuccessAt: NOW - 2_000 })).toBe('ask_pin');
  });

  it('honours a correct PIN for the device duration in minutes', () => {
    const deviceSettings = { duration: 30 };
    expect(check({ deviceSettings, lastPinSuccessAt: NOW - 29 * 60_000 })).toBe('pass');
    expect(check({ deviceSettings, lastPinSuccessAt: NOW - 30 * 60_000 })).toBe('ask_pin');
  });

  it('skips the re-ask for vod, channel and program within 30 s of a transaction', () => {
    for (const action of ['vod', 'channel', 'program']) {
      expect(check({ action, lastTransactionAt: NOW - 29_000 })).toBe('pass');
      expect(check({ action, lastTransactionAt: NOW - 30_000 })).toBe('ask_pin');
    }
    expect(check({ action: 'pay', lastTransactionAt: NOW - 1_000 })).toBe('ask_pin');
  });

  it('ignores timestamps from the future', () => {
    expect(check({ lastPinSuccessAt: NOW + 1_000 })).toBe('ask_pin');
  });
});

describe('pin validity and flags', () => {
  it('uses at least the 2 s grace', () => {
    expect(pinValidityMs(null)).toBe(2_000);
    expect(pinValidityMs({ duration: 0 })).toBe(2_000);
    expect(pinValidityMs({ duration: 1 })).toBe(60_000);
  });

  it('guards unset switches and turns off only explicit false', () => {
    expect(isActionGuarded('vod', null)).toBe(true);
    expect(isActionGuarded('vod', {})).toBe(true);
    expect(isActionGuarded('vod', { vod: false })).toBe(false);
  });

  it('keeps the PIN-required flag for 5 s', () => {
    expect(isPinRequiredFlagActive(NOW - 4_999, NOW)).toBe(true);
    expect(isPinRequiredFlagActive(NOW - 5_000, NOW)).toBe(false);
    expect(isPinRequiredFlagActive(null, NOW)).toBe(false);
  });

  it('saves parentalChannels as 30 while channels are guarded and 1 otherwise', () => {
    expect(parentalChannelsValue(true)).toBe(30);
    expect(parentalChannelsValue(false)).toBe(1);
  });
});

describe('isAdultChannel', () => {
  const grownUp = { isChildProfile: false, programSettingOn: false };
  const child = { isChildProfile: true, programSettingOn: false };

  it('treats an unknown age as adult', () => {
    expect(isAdultChannel({ age: null }, grownUp)).toBe(true);
  });

  it('treats 18 and over as adult', () => {
    expect(isAdultChannel({ age: 18 }, grownUp)).toBe(true);
    expect(isAdultChannel({ age: 16 }, grownUp)).toBe(false);
  });

  it('treats above 12 as adult for a child', () => {
    expect(isAdultChannel({ age: 13 }, child)).toBe(true);
    expect(isAdultChannel({ age: 12 }, child)).toBe(false);
  });

  it('makes a channel adult while an 18+ programme airs when the programme setting is on', () => {
    const strict = { isChildProfile: false, programSettingOn: true };
    expect(isAdultChannel({ age: 0, currentProgrammeAge: 18 }, strict)).toBe(true);
    expect(isAdultChannel({ age: 0, currentProgrammeAge: 16 }, strict)).toBe(false);
    expect(isAdultChannel({ age: 0, currentProgrammeAge: 18 }, grownUp)).toBe(false);
  });
});


describe('PIN validation', () => {
  it('auto-submits at exactly 4 digits', () => {
    expect(shouldAutoSubmitPin('123')).toBe(false);
    expect(shouldAutoSubmitPin('1234')).toBe(true);
    expect(shouldAutoSubmitPin('12a4')).toBe(false);
  });

  it('creates a PIN only when both steps are equal', () => {
    expect(checkPinCreation('4321', '4321')).toEqual({ ok: true });
    expect(checkPinCreation('4321', '4322')).toEqual({ ok: false, error: 'parental_set_not_equal' });
    expect(checkPinCreation('432', '432')).toEqual({ ok: false, error: 'error_pin_format' });
  });
});

describe('isAdultViewer', () => {
  it('counts 18 full birthday years as adult', () => {
    expect(isAdultViewer(2008, 2026)).toBe(true);
    expect(isAdultViewer(2009, 2026)).toBe(false);
  });

  it('counts accounts without a birth year as adult', () => {
    expect(isAdultViewer(null, 2026)).toBe(true);
  });
});

describe('isAdultContent', () => {
  it('treats is_adult or 18+ content as adult', () => {
    expect(isAdultContent({ isAdult: true, age: 0 })).toBe(true);
    expect(isAdultContent({ age: 18 })).toBe(true);
    expect(isAdultContent({ age: 16 })).toBe(false);
    expect(isAdultContent({})).toBe(false);
  });
});
