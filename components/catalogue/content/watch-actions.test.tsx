import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/shell/testing/intl';
import type { ContentMeta, MetaButton } from '@/lib/api/types/catalogue';
import { WatchActions } from './watch-actions';

let state: { meta: ContentMeta | null; loading: boolean } = { meta: null, loading: true };
const startPurchase = jest.fn(() => Promise.resolve());
const openMessage = jest.fn();
jest.mock('./use-content-meta', () => ({ useContentMeta: () => ({ ...state, refresh: jest.fn() }) }));
jest.mock('@/lib/billing/use-purchase', () => ({ usePurchase: () => ({ startPurchase }) }));
jest.mock('@/lib/modals', () => ({ openMessage: (props: unknown) => openMessage(props) }));
jest.mock('@/lib/session/use-auth-gate', () => ({ useRequireSignIn: () => () => false }));
jest.mock('@/lib/alerts/use-error-handler', () => ({ useErrorHandler: () => jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
const preloadPlayer = jest.fn();
jest.mock('@/player/react/preload', () => ({ preloadPlayer: () => preloadPlayer() }));

const button = (overrides: Partial<MetaButton>): MetaButton => ({
  type: 'play',
  caption: 'Watch',
  subCaption: '',
  icon: null,
  playAfter: false,
  showOptions: false,
  contentId: 3,
  libraryId: 1,
  packetIds: [],
  contentSchedule: null,
  ...overrides,
});

const meta = (overrides: Partial<ContentMeta>): ContentMeta => ({
  contentId: 3,
  history: { seconds: 0, durationSec: null, updatedAt: null },
  streamUsing: { libraryId: 1, contentSchedule: null },
  isPurchased: true,
  isAvailable: true,
  isLost: false,
  isFavorite: false,
  favoriteId: null,
  buttons: [],
  minPrice: null,
  packetIds: [],
  nextToPlay: null,
  licenseInfo: null,
  userLicenseInfo: null,
  ...overrides,
});

const content = { id: 3, slug: 'film-3', title: 'Film' };

describe('WatchActions', () => {
  it('shows a busy loader while the meta loads', () => {
    state = { meta: null, loading: true };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByRole('button', { name: /Loading/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('warms the player when the viewer points at or focuses the watch button', () => {
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(preloadPlayer).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByTestId('watch-button'));
    fireEvent.focus(screen.getByTestId('watch-button'));
    expect(preloadPlayer).toHaveBeenCalledTimes(2);
  });

  it('links the play button to the player', () => {
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/watch/film-3');
  });

  it('starts the purchase of the content from a pay button', async () => {
    state = {
      meta: meta({
        isPurchased: false,
        isAvailable: false,
        buttons: [button({ type: 'pay', caption: 'Buy', subCaption: 'from 2490.00' })],
      }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    fireEvent.click(await screen.findByTestId('pay-button'));
    expect(startPurchase).toHaveBeenCalledWith(expect.objectContaining({ contentId: 3 }));
  });

  it('lists several buttons behind one', async () => {
    state = {
      meta: meta({ buttons: [button({ caption: 'Watch' }), button({ type: 'pay', caption: 'Buy in HD' })] }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.queryByTestId('watch-button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Ways to watch/ }));
    expect(screen.getByTestId('watch-button')).toBeInTheDocument();
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Buy in HD');
  });

  it('opens the not-available message with a watch-TV button when nothing can be done', () => {
    state = { meta: meta({ isPurchased: false, isAvailable: false }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not available' }));
    expect(openMessage).toHaveBeenCalledWith(
      expect.objectContaining({ buttons: [expect.objectContaining({ href: '/channels', label: 'Watch TV' })] }),
    );
  });

  it('sends scheduled content to the channel archive', () => {
    const schedule = { channelId: 4, startSec: 1_700_000_000, programId: 9 };
    state = { meta: meta({ buttons: [button({ contentSchedule: schedule })] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/channels/2/4?ts=1700000000');
  });
});

describe('WatchActions without a session', () => {
  it('falls back to a plain watch link once loading ends without meta', () => {
    state = { meta: null, loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/watch/film-3');
  });
});
