import { acceptAgreement, agreementHref, awaitAgreement, declineAgreement, isAgreementAccepted } from './agreement';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('packet agreement (section 4 step 2)', () => {
  afterEach(() => declineAgreement());

  it('addresses the agreement page of the packet the purchase names', () => {
    expect(agreementHref(4)).toBe('/packets/4/agreement');
    expect(agreementHref('demo_4')).toBe('/packets/demo_4/agreement');
  });

  it('hands the waiting purchase to the acceptance of its own packet, once, and remembers it for the tab', () => {
    const storage = memoryStorage();
    const resume = jest.fn();
    awaitAgreement(4, resume);
    expect(isAgreementAccepted(storage, 4)).toBe(false);
    expect(acceptAgreement(storage, 3)).toBeNull();
    awaitAgreement(4, resume);
    expect(acceptAgreement(storage, 4)).toBe(resume);
    expect(acceptAgreement(storage, 4)).toBeNull();
    expect(isAgreementAccepted(storage, 4)).toBe(true);
    expect(isAgreementAccepted(storage, 3)).toBe(true);
    expect(isAgreementAccepted(storage, 5)).toBe(false);
  });

  it('treats a storage that refuses as not accepted', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(isAgreementAccepted(refusing, 4)).toBe(false);
    expect(isAgreementAccepted(null, 4)).toBe(false);
  });
});
