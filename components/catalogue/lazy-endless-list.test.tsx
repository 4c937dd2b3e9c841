import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithIntl } from '@/tests/support/intl';
import type { Row } from '@/lib/api/types/catalogue';
import { LazyEndlessList } from './lazy-endless-list';

const getRow = jest.fn();
jest.mock('@/lib/catalogue/browser-catalogue-api', () => ({
  loadCatalogueApi: async () => ({ catalogue: { getRow: (...args: unknown[]) => getRow(...args) }, api: {} }),
}));

const nextPage = {
  template: 'catalog',
  contents: [{ id: 201, slug: 'c-201', title: 'Title 201', images: [], cover: {}, genres: [], ratings: {} }],
  history: [],
  persons: [],
  channels: [],
  promotions: [],
} as unknown as Row;

const props = { rowRef: 'catalog', template: 'catalog', startOffset: 100, pageSize: 50, initiallyMore: true };

describe('LazyEndlessList', () => {
  it("is the list's empty status line in the server's markup, the live region there before any page loads", () => {
    const html = renderToString(<LazyEndlessList {...props} />);
    expect(html).toBe('<div class="status" role="status" aria-live="polite"></div>');
  });

  it('becomes the endless list once its code is here, which loads the next page when the end is in reach', async () => {
    getRow.mockResolvedValue(nextPage);
    renderWithIntl(<LazyEndlessList {...props} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {});
    expect(await screen.findByText(/Title 201/)).toBeInTheDocument();
    expect(getRow).toHaveBeenCalledWith({}, 'catalog', expect.objectContaining({ offset: 100, limit: 50 }));
  });
});
