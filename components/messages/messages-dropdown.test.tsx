import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Message } from '@/lib/api/types/messages';
import type { CurrentUser } from '@/lib/session/use-current-user';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/tests/support/intl';
import { member } from '@/tests/support/shell-layout-mocks';
import { MessagesDropdown } from './messages-dropdown';

const currentUser: CurrentUser = member();
jest.mock('@/lib/session/shell-viewer', () => ({ useShellViewer: () => ({ user: currentUser, isLoading: false }) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('./use-messages-refresh', () => ({ useMessagesRefresh: () => undefined }));

const message = (id: number, isRead = false): Message => ({ id, title: `Message ${id}`, text: `Text ${id}`, createdAt: '2026-12-01T10:00:00Z', removed: false, isRead });
/** 25 messages, newest first: two pages of the list. */
const ALL = Array.from({ length: 25 }, (_, index) => message(index + 1, index >= 2));
const getMessages = jest.fn(async (_api: unknown, page: { offset?: number; limit?: number } = {}) => {
  const offset = page.offset ?? 0;
  const items = ALL.slice(offset, offset + (page.limit ?? 20));
  return { items, total: items.length };
});
jest.mock('@/lib/api/messages', () => ({
  getMessages: (...args: [unknown, { offset?: number; limit?: number }]) => getMessages(...args),
  markAllMessagesRead: jest.fn(),
  deleteMessage: jest.fn(),
}));

const renderDropdown = () =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MessagesDropdown />
    </SWRConfig>,
  );

beforeEach(() => localStorage.clear());

describe('MessagesDropdown', () => {
  it('lowers the counter when a message is opened, which reads it', async () => {
    renderDropdown();
    expect(await screen.findByTestId('messages-counter')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('messages-button'));
    fireEvent.click(await screen.findByRole('button', { name: 'Message 1' }));
    expect(await screen.findByText('Text 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('messages-counter')).toHaveTextContent('1'));
  });

  it('pages past the first 20 messages', async () => {
    renderDropdown();
    fireEvent.click(await screen.findByTestId('messages-button'));
    expect(await screen.findAllByTestId('message')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: en.messages.more }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(25));
    expect(getMessages).toHaveBeenLastCalledWith(expect.anything(), { offset: 20, limit: 20 });
    expect(screen.queryByRole('button', { name: en.messages.more })).not.toBeInTheDocument();
  });
});
