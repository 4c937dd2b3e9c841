import { render, screen } from '@testing-library/react';
import type { Library, Page } from '@/lib/api/types/catalogue';
import { pageLibrary } from './library-cover';
import { PageView } from './page-view';

const kids: Library = { id: 3, title: 'Kids', cover: { bg: 'https://art.example/library-3.jpg', colorBg: '#0f5b4a' } };
const cinema: Library = { id: 1, title: 'Cinema', cover: { bg: null, colorBg: '#1d2b53' } };

const page = (overrides: Partial<Page>): Page => ({
  id: 5,
  slug: 'kids',
  title: 'Kids',
  description: 'Cartoons and family films',
  template: 'contents',
  icon: null,
  libraryId: 3,
  url: null,
  logoTv: null,
  rows: [],
  ...overrides,
});

describe('library covers (catalogue-vod-billing.md section 3: cover bg, color_bg)', () => {
  it("picks the library the address selects before the page's own", () => {
    expect(pageLibrary([kids, cinema], 1, 3)).toBe(cinema);
    expect(pageLibrary([kids, cinema], undefined, 3)).toBe(kids);
    expect(pageLibrary([kids, cinema], undefined, null)).toBeNull();
    expect(pageLibrary([kids], 9, 3)).toBeNull();
  });

  it('heads a library page with its cover: colour at once, picture over it, the page title on it', () => {
    render(<PageView page={page({})} providerIsOtt library={kids} />);
    const cover = screen.getByTestId('library-cover');
    expect(cover).toHaveStyle({ backgroundColor: '#0f5b4a' });
    expect(cover.querySelector('img')).toHaveAttribute('src', kids.cover.bg);
    expect(cover).toContainElement(screen.getByRole('heading', { level: 1, name: 'Kids' }));
    expect(cover).toHaveTextContent('Cartoons and family films');
  });

  it('names the chosen library on the start page, whose title is for assistive technology only', () => {
    render(
      <PageView
        page={page({ title: 'Home', template: 'startpage', libraryId: null })}
        providerIsOtt
        titleHidden
        library={cinema}
      />,
    );
    const cover = screen.getByTestId('library-cover');
    expect(cover).toHaveTextContent('Cinema');
    expect(cover.querySelector('img')).toBeNull();
  });

  it('shows no cover on a page without a library', () => {
    render(<PageView page={page({ libraryId: null })} providerIsOtt />);
    expect(screen.queryByTestId('library-cover')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Kids' })).toBeInTheDocument();
  });
});
