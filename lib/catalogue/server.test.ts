import { ApiError, NetworkError } from '@/lib/api/errors';
import { loadCountries, loadGenres } from './server';

jest.mock('server-only', () => ({}));
const getGenres = jest.fn();
const getCountries = jest.fn();
jest.mock('@/lib/session/server-api', () => ({ getServerApi: () => Promise.resolve({}) }));
jest.mock('@/lib/api/catalogue', () => ({
  ...jest.requireActual('@/lib/api/catalogue'),
  getGenres: () => getGenres(),
  getCountries: () => getCountries(),
}));

describe('genre and country load errors (catalogue-vod-billing.md section 8: logged only)', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('logs a refused genre list and gives the filter no options', async () => {
    getGenres.mockRejectedValue(new ApiError(400, { error: { message: 'bad' } }));
    await expect(loadGenres()).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('genres'), expect.any(ApiError));
  });

  it('logs a refused country list and gives the filter no options', async () => {
    getCountries.mockRejectedValue(new ApiError(403, { error: { message: 'no' } }));
    await expect(loadCountries()).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('countries'), expect.any(ApiError));
  });

  it('logs an outage and passes it on, so the page is not stored without its filters', async () => {
    getGenres.mockRejectedValue(new NetworkError('down'));
    await expect(loadGenres()).rejects.toBeInstanceOf(NetworkError);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
