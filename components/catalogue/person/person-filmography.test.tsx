import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { ContentSummary } from '@/lib/api/types/catalogue';
import { clickEvents } from '@/lib/catalogue/analytics';
import { PersonFilmography } from './person-filmography';

let role: 'adult' | 'child' = 'adult';
jest.mock('@/lib/session/shell-viewer', () => ({
  useShellViewer: () => ({ user: { id: 1, isGuest: false, profile: { id: 2, name: 'P', role } }, isLoading: false }),
}));

const film = (id: number, age: number) =>
  ({ id, slug: `f-${id}`, title: `Film ${id}`, age, is4k: false, images: [], cover: { src2x3: null, src16x9: null } }) as unknown as ContentSummary;

// The scope's stylesheet decides what a child profile sees; the test's class names are the module's own keys.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(path.join(__dirname, 'person.module.css'), 'utf8');
  document.head.append(style);
});

const visibleCards = () =>
  screen
    .getAllByTestId('content-card')
    .filter((card) => {
      for (let node: Element | null = card; node; node = node.parentElement) {
        if (window.getComputedStyle(node).display === 'none') return false;
      }
      return true;
    })
    .map((card) => card.textContent);

describe('PersonFilmography', () => {
  it('lists films, series and programs under their own headings', () => {
    role = 'adult';
    renderWithIntl(<PersonFilmography movies={[film(1, 16)]} series={[film(2, 12)]} programs={[]} />);
    expect(screen.getByRole('heading', { name: 'Films' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Series' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Programs' })).toBeNull();
    expect(visibleCards()).toEqual([expect.stringContaining('Film 1'), expect.stringContaining('Film 2')]);
  });

  it('shows a child profile only titles aged 12 or below', () => {
    role = 'child';
    renderWithIntl(<PersonFilmography movies={[film(1, 16), film(3, 6)]} series={[film(2, 12)]} programs={[]} />);
    expect(visibleCards()).toEqual([expect.stringContaining('Film 3'), expect.stringContaining('Film 2')]);
  });

  it('shows a child profile no heading over a group it may see nothing of', () => {
    role = 'child';
    renderWithIntl(<PersonFilmography movies={[film(1, 16)]} series={[film(2, 12)]} programs={[]} />);
    expect(screen.queryByRole('heading', { name: 'Films' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Series' })).toBeInTheDocument();
  });
});

describe('PersonFilmography analytics marks', () => {
  it('reports a click on a series of the person as click_filmography with its id and source, and open_content', () => {
    role = 'adult';
    renderWithIntl(<PersonFilmography movies={[film(1, 16)]} series={[film(2, 12), film(5, 12)]} programs={[]} />);
    const card = screen.getAllByTestId('content-card')[2];
    expect(clickEvents(card, document, 5)).toEqual([
      { name: 'click_filmography', params: { item_id: '5', source: '1x1_series' }, ts: 5 },
      { name: 'open_content', params: { content_id: 5, source: '1x1_series' }, ts: 5 },
    ]);
  });
});
