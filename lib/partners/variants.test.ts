import { accountLinkFor, partnerVariant } from './variants';

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

  it('uses the network lk_link as the account link only for partners that take it, and only when it has an address', () => {
    const network = { accountLink: { label: 'My NTV', url: 'https://lk.example/ntv' } };
    expect(accountLinkFor(partnerVariant('ntv_web'), network)).toEqual(network.accountLink);
    expect(accountLinkFor(partnerVariant(null), network)).toBeNull();
    expect(accountLinkFor(partnerVariant('ntv_web'), { accountLink: null })).toBeNull();
    expect(accountLinkFor(partnerVariant('ntv_web'), { accountLink: { label: 'x', url: '' } })).toBeNull();
    expect(accountLinkFor(partnerVariant('ntv_web'), null)).toBeNull();
  });
});
