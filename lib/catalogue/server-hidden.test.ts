jest.mock('server-only', () => ({}));
const getSimilar = jest.fn();
const getRow = jest.fn();
const getSearchSuggestions = jest.fn();
const getFilmography = jest.fn();
jest.mock('@/lib/session/server-api', () => ({ getServerApi: () => Promise.resolve({}) }));
jest.mock('@/lib/api/search', () => ({ getSearchSuggestions: () => getSearchSuggestions() }));
jest.mock('@/lib/api/catalogue', () => ({
  ...jest.requireActual('@/lib/api/catalogue'),
  getSimilar: () => getSimilar(),
  getRow: () => getRow(),
  getFilmography: () => getFilmography(),
}));

/** The build hides title 81 (HIDDEN_CONTENT_IDS), read when the module loads. */
async function loadServer(): Promise<typeof import('./server')> {
  process.env.HIDDEN_CONTENT_IDS = '81';
  let server: typeof import('./server') | undefined;
  await jest.isolateModulesAsync(async () => {
    server = await import('./server');
  });
  delete process.env.HIDDEN_CONTENT_IDS;
  return server!;
}

const shown = { id: 7, title: 'Shown' };
const hidden = { id: 81, title: 'Hidden' };

describe('titles hidden by the brand build (HIDDEN_CONTENT_IDS) stay hidden everywhere', () => {
  it('leaves them out of similar titles, rows and their history, search and filmographies', async () => {
    const server = await loadServer();
    getSimilar.mockResolvedValue([hidden, shown]);
    getRow.mockResolvedValue({ contents: [shown, hidden], history: [{ id: 1, content: hidden }], persons: [] });
    getSearchSuggestions.mockResolvedValue({ suggestions: [], contents: [hidden], persons: [], channels: [] });
    getFilmography.mockResolvedValue({ contents: [hidden, shown] });

    expect(await server.loadSimilar('1')).toEqual([shown]);
    expect(await server.loadRow('films', 0, 20)).toMatchObject({ contents: [shown], history: [] });
    expect((await server.loadSearch('hidden'))?.contents).toEqual([]);
    expect(await server.loadFilmography(3, 10)).toEqual({ movies: [shown], series: [shown], programs: [shown] });
  });
});
