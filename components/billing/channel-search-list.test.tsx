import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import en from '@/messages/en.json';
import { ChannelSearchList } from './channel-search-list';

const channels = [
  { id: 1, slug: 'pervyj', name: 'Первый канал', age: 0, isAdult: false },
  { id: 2, slug: 'sport', name: 'Sport 1', age: 12, isAdult: false },
];

describe('packet channel search', () => {
  it('matches the original, the transliterated and the wrong-keyboard-layout name', async () => {
    renderWithIntl(<ChannelSearchList channels={channels} />);
    const box = screen.getByRole('searchbox', { name: en.billing.packet.searchChannels });
    await userEvent.type(box, 'perv');
    // The matching rules load on focus; until then every channel stays listed.
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Первый канал']));
    await userEvent.clear(box);
    await userEvent.type(box, 'ызщке');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sport 112+']);
    await userEvent.clear(box);
    await userEvent.type(box, 'nothing');
    expect(screen.getByText(en.billing.packet.noChannels)).toBeInTheDocument();
  });
});
