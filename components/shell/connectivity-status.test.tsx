import { act, screen } from '@testing-library/react';
import { AlertHost } from '@/components/alerts/alert-host';
import { ConnectivityStatus } from './connectivity-status';
import { renderWithIntl } from '@/tests/support/intl';

const fetchMock = jest.fn();

beforeAll(() => {
  window.fetch = fetchMock;
});

describe('ConnectivityStatus', () => {
  it('shows an offline notice, then announces the restored connection once the ping answers', async () => {
    renderWithIntl(
      <>
        <ConnectivityStatus />
        <AlertHost />
      </>,
    );
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('No internet connection');
    fetchMock.mockResolvedValue(new Response('User-agent: *'));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/robots\.txt\?t=\d+$/), expect.objectContaining({ cache: 'no-store' }));
    expect(screen.queryByText(/No internet connection/)).not.toBeInTheDocument();
    expect(screen.getByText('Connection restored')).toBeInTheDocument();
  });
});
