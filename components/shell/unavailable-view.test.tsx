import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { UNAVAILABLE_FIRST_RETRY_MS, UnavailableView } from './unavailable-view';

describe('UnavailableView', () => {
  const reload = jest.fn();
  const fetchMock = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    reload.mockReset();
    fetchMock.mockReset();
    global.fetch = fetchMock as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says the service is unavailable and reloads the page once the page answers again', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false }).mockResolvedValueOnce({ ok: true });
    renderWithIntl(<UnavailableView onRecovered={reload} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The service is temporarily unavailable' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(UNAVAILABLE_FIRST_RETRY_MS));
    expect(fetchMock).toHaveBeenCalledWith(window.location.href, expect.objectContaining({ cache: 'no-store' }));
    expect(reload).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(2 * UNAVAILABLE_FIRST_RETRY_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks at once when asked to try now', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    renderWithIntl(<UnavailableView onRecovered={reload} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
