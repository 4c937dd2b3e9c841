import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Promotion, Row } from '@/lib/api/types/catalogue';
import { RowGridItems, rowPageLength } from './row-grid';

jest.mock('@/lib/modals', () => ({ openModal: jest.fn(), openMessage: jest.fn() }));

const promo = (id: number, destination: Partial<Promotion['destination']>): Promotion => ({
  id,
  title: `Promo ${id}`,
  short: 'Short',
  description: '',
  destination: { type: 'row', id: null, slug: null, libraryId: null, idNoOtt: null, src: null, title: null, description: null, ...destination },
  background: null,
  colorBg: null,
  images: [{ type: 'wide', aspectRatio: '16:9', src: `/art/promo-${id}.svg` }],
  graphicTitle: { tv: null, mobile: null },
  packet: null,
});

const row = (promotions: Promotion[]) =>
  ({ template: 'collection-h', contents: [], history: [], persons: [], channels: [], promotions }) as unknown as Row;

describe('RowGridItems', () => {
  it('lists promo items on a row page, each leading where the promo leads', () => {
    renderWithIntl(
      <ul>
        <RowGridItems row={row([promo(1, { type: 'row', id: 20 }), promo(2, { type: 'packet', id: 2, idNoOtt: 42 })])} eager providerIsOtt={false} />
      </ul>,
    );
    const cells = screen.getAllByTestId('promo-cell');
    expect(cells).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Promo 1/ })).toHaveAttribute('href', '/en/row/20');
    // A non-OTT provider sells the packet under id_no_ott.
    expect(screen.getByRole('link', { name: /Promo 2/ })).toHaveAttribute('href', '/en/packets/42');
  });

  it('counts promo items in the page length, so a full page of promos asks for more', () => {
    expect(rowPageLength(row([promo(1, {}), promo(2, {})]))).toBe(2);
  });
});
