import { providerLogoUrl } from './urls';

describe('providerLogoUrl', () => {
  const publicUrl = 'http://localhost:4901';

  it('builds the demo logo on the current public origin', () => {
    expect(providerLogoUrl(publicUrl, 1, undefined)).toBe('http://localhost:4901/art/logo/provider-1.svg');
  });

  it('moves demo art stored by a start on other ports to the current origin', () => {
    expect(providerLogoUrl(publicUrl, 1, 'http://localhost:3001/art/logo/provider-1.svg')).toBe(
      'http://localhost:4901/art/logo/provider-1.svg',
    );
  });

  it("keeps an operator's own logo as it is", () => {
    expect(providerLogoUrl(publicUrl, 1, 'https://cdn.operator.example/logo.png')).toBe(
      'https://cdn.operator.example/logo.png',
    );
  });
});
