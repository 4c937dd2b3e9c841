/** @jest-environment jest-fixed-jsdom */
import { forbiddenCountryWhere, warnForbiddenCountry } from './forbidden-country';
import { setStartupTexts, type StartupTexts } from './startup-texts';

const openMessage = jest.fn((_props: unknown) => true);
const getNetworkInfo = jest.fn();
jest.mock('../modals', () => ({ openMessage: (props: unknown) => openMessage(props) }));
jest.mock('../api/platform', () => ({ getNetworkInfo: (...args: unknown[]) => getNetworkInfo(...args) }));

beforeEach(() => {
  openMessage.mockClear();
  setStartupTexts({ regionTitle: 'Not available in your region', regionText: 'The service does not work in your country:', continue: 'Continue' } as StartupTexts);
});

describe('forbidden country warning', () => {
  it('names the country and the IP the platform placed the visitor at', () => {
    expect(forbiddenCountryWhere({ country: { code: 'US', name: 'United States' }, remoteIp: '203.0.113.5' })).toBe('United States (IP 203.0.113.5)');
    expect(forbiddenCountryWhere(null)).toBe('');
  });

  it('after a sign-in 403 asks the platform where the visitor is, then warns with a way on to /geo_lock', async () => {
    getNetworkInfo.mockResolvedValue({ country: { code: 'US', name: 'United States' }, remoteIp: '203.0.113.5' });
    await warnForbiddenCountry({} as never);
    expect(openMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Not available in your region',
        text: 'The service does not work in your country: United States (IP 203.0.113.5)',
        buttons: [expect.objectContaining({ href: '/geo_lock' })],
      }),
    );
  });

  it('still warns when the platform cannot say where', async () => {
    getNetworkInfo.mockRejectedValue(new Error('offline'));
    await warnForbiddenCountry({} as never);
    expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: 'The service does not work in your country:' }));
  });
});
