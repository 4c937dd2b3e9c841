import { partnerVariant } from './variants';

describe('partnerVariant', () => {
  it('hides logout for clickup and mbank, and payment for mbank only', () => {
    expect(partnerVariant('clickup')).toMatchObject({ hideLogout: true, hidePayment: false });
    expect(partnerVariant('mbank')).toMatchObject({ hideLogout: true, hidePayment: true });
    expect(partnerVariant(null)).toMatchObject({ hideLogout: false, hidePayment: false, regional: false });
  });

  it('treats the alma provider as the regional variant even without a partner cookie', () => {
    expect(partnerVariant(undefined, 'alma').regional).toBe(true);
    expect(partnerVariant('unknown', 'demo').name).toBe('default');
  });

  it('carries the premium promo figures of the spec', () => {
    expect(partnerVariant('clickup').premiumPromo).toBeNull();
    expect(partnerVariant('premium').premiumPromo).toMatchObject({ days: 30, price: 1_000, devices: 5, cinemas: 10 });
  });

  it('ntv_web uses the network account link, a close cross as back icon and no app-install redirect screen', () => {
    expect(partnerVariant('ntv_web')).toMatchObject({ accountLinkFromNetwork: true, backIcon: 'close', appInstallRedirect: false });
    expect(partnerVariant(null)).toMatchObject({ accountLinkFromNetwork: false, backIcon: 'arrow', appInstallRedirect: true });
    expect(partnerVariant('clickup').appInstallRedirect).toBe(true);
  });
});
