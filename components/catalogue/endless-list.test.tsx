import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Row } from '@/lib/api/types/catalogue';
import { EndlessList } from './endless-list';
import { HiddenContentsProvider } from './hidden-contents';

jest.mock('@/lib/modals', () => ({ openModal: jest.fn(), openMessage: jest.fn() }));
const getRow = jest.fn();
jest.mock('@/lib/catalogue/browser-catalogue-api', () => ({
  loadCatalogueApi: async () => ({ catalogue: { getRow: (...args: unknown[]) => getRow(...args) }, api: {} }),
}));

const page = (ids: number[]) =>
  ({
    template: 'catalog',
    contents: ids.map((id) => ({
      id,
      slug: `c-${id}`,
      title: `Title ${id}`,
      images: [],
      cover: {},
      genres: [],
      ratings: {},
    })),
    history: [],
    persons: [],
    channels: [],
    promotions: [],
  }) as unknown as Row;

async function renderList(props: Partial<Parameters<typeof EndlessList>[0]>) {
  getRow.mockReset();
  getRow.mockResolvedValue(page([201, 202]));
  // jsdom lays nothing out: the end of the page is always in reach, so the first page after the server's loads.
  renderWithIntl(
    <EndlessList rowRef="catalog" template="catalog" startOffset={100} pageSize={50} initiallyMore {...props} />,
  );
  await act(async () => {});
  await screen.findByTestId('row-more');
}

describe('EndlessList', () => {
  it("asks the filtered catalogue for more with mode concat, after the server's page", async () => {
    await renderList({ filters: { genre: 'drama' } });
    expect(getRow).toHaveBeenCalledWith(
      {},
      'catalog',
      expect.objectContaining({ offset: 100, limit: 50, mode: 'concat' }),
    );
  });

  it('sends no mode for an ordinary row', async () => {
    await renderList({ pageSize: 24 });
    expect(getRow).toHaveBeenCalledWith({}, 'catalog', expect.objectContaining({ offset: 100, limit: 24 }));
    expect(getRow.mock.calls[0][2]).not.toHaveProperty('mode');
  });

  it("leaves this build's hidden titles out of the pages it loads, and pages on after them", async () => {
    getRow.mockReset();
    getRow.mockResolvedValueOnce(page([201, 202])).mockResolvedValueOnce(page([203]));
    renderWithIntl(
      <HiddenContentsProvider ids={[202]}>
        <EndlessList rowRef="catalog" template="catalog" startOffset={100} pageSize={2} initiallyMore />
      </HiddenContentsProvider>,
    );
    expect(await screen.findByText(/Title 203/)).toBeInTheDocument();
    expect(screen.getByText(/Title 201/)).toBeInTheDocument();
    expect(screen.queryByText(/Title 202/)).not.toBeInTheDocument();
    // The platform counts the hidden title: the second page starts after both items of the first.
    expect(getRow.mock.calls[1][2]).toEqual(expect.objectContaining({ offset: 102, limit: 2 }));
  });
});
