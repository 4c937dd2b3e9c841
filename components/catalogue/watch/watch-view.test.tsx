import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import { contentMetaFixture } from '@/tests/support/content-meta';
import type { WatchContent } from '@/lib/pages/watch-page';
import { WatchView } from './watch-view';

const handleError = jest.fn();
const openMessage = jest.fn();
const getVodStream = jest.fn();
jest.mock('@/lib/alerts/use-error-handler', () => ({ useErrorHandler: () => handleError }));
jest.mock('@/lib/modals', () => ({ openMessage: (props: unknown) => openMessage(props) }));
jest.mock('@/lib/modals/in-app-history', () => ({ hasInAppHistory: () => false }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/catalogue', () => ({
  getContentMeta: () => Promise.resolve(meta),
  getVodStream: (...args: unknown[]) => getVodStream(...args),
  saveHistory: () => Promise.resolve(),
  vodPlaybackSource: () => ({}),
}));
jest.mock('@/lib/session/use-current-user', () => ({
  useCurrentUser: () => ({ user: { id: 7, profile: { id: 1 } } }),
}));
jest.mock('@/lib/session/player-analytics-state', () => ({ usePlayerAnalyticsState: () => 'full_payment' }));
jest.mock('@/lib/billing/use-purchase', () => ({ usePurchase: () => ({ startPurchase: jest.fn() }) }));
jest.mock('@/lib/parental/use-parental-gate', () => ({ useParentalGate: () => ({ ensureParental: jest.fn() }) }));
jest.mock('@/lib/connectivity/use-reconnects', () => ({ useReconnects: () => 0 }));
jest.mock('@/player/react/preload', () => ({
  loadPlayerView: () => new Promise(() => {}),
  preloadPlayer: () => undefined,
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), back: jest.fn() }) }));
jest.mock('../use-address-library', () => ({ useAddressLibrary: () => undefined }));

const meta = contentMetaFixture();

const content: WatchContent = {
  id: 3,
  slug: 'episode-3',
  title: 'Episode',
  contentType: 'episode',
  libraryId: 1,
  age: 0,
  isAdult: false,
  poster: null,
  seekPointsUrl: null,
  screenshotUrlTemplate: null,
};

beforeEach(() => {
  handleError.mockReset();
  openMessage.mockReset();
  getVodStream.mockReset();
});

describe('WatchView stream refusals (catalogue-vod-billing.md section 8)', () => {
  it('shows a 403 on the stream as an alert with the server message, not a modal', async () => {
    const refusal = new ApiError(403, {
      error: { code: 'content_not_available', message: 'Этот эпизод ещё не вышел.' },
      error_code: 'content_not_available',
    });
    getVodStream.mockRejectedValue(refusal);
    renderWithIntl(<WatchView content={content} backHref="/contents/episode-3" />);
    await waitFor(() => expect(handleError).toHaveBeenCalledTimes(1));
    expect(handleError).toHaveBeenCalledWith(refusal, { display: 'alert' });
    expect(openMessage).not.toHaveBeenCalled();
    expect(screen.getByTestId('watch-state')).toHaveAttribute('data-state', 'blocked');
    expect(screen.getByRole('button', { name: /retry|again/i })).toBeInTheDocument();
  });

  it('keeps permission_denied as a message with a way back', async () => {
    getVodStream.mockRejectedValue(
      new ApiError(403, { error: { code: 'permission_denied', message: 'Not in a child profile.' } }),
    );
    renderWithIntl(<WatchView content={content} backHref="/contents/episode-3" />);
    await waitFor(() => expect(openMessage).toHaveBeenCalledTimes(1));
    expect(openMessage.mock.calls[0][0]).toMatchObject({ text: 'Not in a child profile.' });
    expect(handleError).not.toHaveBeenCalled();
  });

  it('shows a server failure in the failure modal', async () => {
    const failure = new ApiError(500, { error: { message: 'boom' } });
    getVodStream.mockRejectedValue(failure);
    renderWithIntl(<WatchView content={content} backHref="/contents/episode-3" />);
    await waitFor(() => expect(handleError).toHaveBeenCalledWith(failure, { display: 'modal' }));
  });
});
