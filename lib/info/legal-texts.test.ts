import { NetworkError } from '@/lib/api/errors';
import { loadLegalText } from './legal-texts';

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({ getLocale: () => Promise.resolve('en') }));
jest.mock('@/lib/session/server-api', () => ({ getServerApi: () => Promise.resolve({}) }));
const getNetworkInfo = jest.fn();
jest.mock('@/lib/api/platform', () => ({ getNetworkInfo: () => getNetworkInfo() }));
const getLegalDocument = jest.fn();
jest.mock('@/lib/api/legal-documents', () => ({ getLegalDocument: (...args: unknown[]) => getLegalDocument(...args) }));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  getNetworkInfo.mockResolvedValue({ agreementUrl: 'https://legal.isp.example/oferta', privacyUrl: null });
});
afterEach(() => logged.mockRestore());

describe('loadLegalText (catalogue #233)', () => {
  it("reads the agreement from the network data's address", async () => {
    getLegalDocument.mockResolvedValue('Agreement text');
    await expect(loadLegalText('agreement')).resolves.toEqual({ text: 'Agreement text' });
    expect(getLegalDocument).toHaveBeenCalledWith('https://legal.isp.example/oferta', expect.objectContaining({ locale: 'en' }));
  });

  it('is not found when the network data names no address', async () => {
    await expect(loadLegalText('privacy')).resolves.toBeNull();
  });

  it('turns a failing address into the failed state, logged once, never a thrown error', async () => {
    getLegalDocument.mockRejectedValue(new Error('legal.isp.example answered 500'));
    await expect(loadLegalText('agreement')).resolves.toEqual({ failed: true });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('passes the API being down on, so the cached copy or the 503 screen is served', async () => {
    getNetworkInfo.mockRejectedValue(new NetworkError('down'));
    await expect(loadLegalText('agreement')).rejects.toBeInstanceOf(NetworkError);
  });
});
