import { shellSettingsFromEnv } from './shell-settings';

describe('shellSettingsFromEnv', () => {
  it('enables promo codes unless switched off and iframe payment only when switched on', () => {
    expect(shellSettingsFromEnv({})).toMatchObject({ promoCodes: true, iframePayment: false });
    expect(shellSettingsFromEnv({ PROMO_CODES_ENABLED: '0', IFRAME_PAYMENT_ENABLED: 'true' })).toMatchObject({ promoCodes: false, iframePayment: true });
  });
});
