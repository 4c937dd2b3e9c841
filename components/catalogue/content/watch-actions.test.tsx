import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { ContentMeta, MetaButton } from '@/lib/api/types/catalogue';
import { act } from 'react';
import { setTransactionPending } from '@/lib/billing/transaction-pending';
import { contentMetaFixture } from '@/tests/support/content-meta';
import { WatchActions } from './watch-actions';

let state: { meta: ContentMeta | null; loading: boolean } = { meta: null, loading: true };
const startPurchase = jest.fn(() => Promise.resolve());
const openMessage = jest.fn();
jest.mock('./use-content-meta', () => ({ useContentMeta: () => ({ ...state, refresh: jest.fn() }) }));
jest.mock('@/lib/billing/use-purchase', () => ({ usePurchase: () => ({ startPurchase }) }));
jest.mock('@/lib/modals', () => ({ openMessage: (props: unknown) => openMessage(props) }));
jest.mock('@/lib/session/use-auth-gate', () => ({ useRequireSignIn: () => () => false }));
jest.mock('@/lib/alerts/use-error-handler', () => ({ useErrorHandler: () => jest.fn() }));
const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));
const preloadPlayer = jest.fn();
const preloadPlayerWhenIdle = jest.fn((first?: () => void) => {
  void first;
  return () => undefined;
});
jest.mock('@/player/react/preload', () => ({
  preloadPlayer: () => preloadPlayer(),
  preloadPlayerWhenIdle: (first?: () => void) => preloadPlayerWhenIdle(first),
}));
const startWatchEarly = jest.fn();
jest.mock('@/lib/catalogue/watch-start', () => ({
  startWatchEarly: (...args: unknown[]) => startWatchEarly(...args),
}));

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

const meta = (overrides: Partial<ContentMeta>): ContentMeta => contentMetaFixture(overrides);

const content = { id: 3, slug: 'film-3', title: 'Film' };

describe('WatchActions', () => {
  it('shows a busy loader while the meta loads', () => {
    state = { meta: null, loading: true };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByRole('button', { name: /Loading/ })).toHaveAttribute('aria-busy', 'true');
  });

  it("holds the favorite toggle's place beside the loader, as every viewer's buttons have it", () => {
    state = { meta: null, loading: true };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByText('Add to favorites').closest('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('shows the loader instead of the watch button while a purchase transaction is pending', () => {
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByTestId('watch-button')).toBeInTheDocument();
    act(() => setTransactionPending(true));
    expect(screen.queryByTestId('watch-button')).toBeNull();
    expect(screen.getByTestId('watch-loader')).toHaveAttribute('aria-busy', 'true');
    act(() => setTransactionPending(false));
    expect(screen.getByTestId('watch-button')).toBeInTheDocument();
  });

  it('prefetches the whole watch page of a button that plays, in the language shown, as soon as it shows', () => {
    prefetch.mockClear();
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    const href = screen.getByTestId('watch-button').getAttribute('href');
    expect(href).toMatch(/^\/en\/watch\//);
    expect(prefetch).toHaveBeenCalledWith(href, { kind: 'full' });
  });

  it('warms the player when the viewer points at or focuses the watch button', () => {
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(preloadPlayer).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByTestId('watch-button'));
    fireEvent.focus(screen.getByTestId('watch-button'));
    expect(preloadPlayer).toHaveBeenCalledTimes(2);
  });

  it('warms the player and the early start when the page goes idle, only for a title a press plays at once', () => {
    preloadPlayerWhenIdle.mockClear();
    state = { meta: meta({ buttons: [button({ type: 'pay' })] }), loading: false };
    const { unmount } = renderWithIntl(<WatchActions content={content} />);
    expect(preloadPlayerWhenIdle).not.toHaveBeenCalled();
    unmount();
    // A watch button that leads to a purchase first (not bought, not available) warms nothing either.
    state = { meta: meta({ isPurchased: false, isAvailable: false, buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />).unmount();
    expect(preloadPlayerWhenIdle).not.toHaveBeenCalled();
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(preloadPlayerWhenIdle).toHaveBeenCalledTimes(1);
    // Its first idle task is the early start's own module.
    expect(preloadPlayerWhenIdle.mock.calls[0][0]).toEqual(expect.any(Function));
  });

  // The early start's code loads on intent, so its call follows the press by a module load.
  const moduleLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks the meta and stream of the title it plays as the button is pressed, not on pointing', async () => {
    startWatchEarly.mockClear();
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    const full = { ...content, contentType: 'film', libraryId: 1, age: 12, isAdult: false };
    renderWithIntl(<WatchActions content={full} />);
    fireEvent.pointerEnter(screen.getByTestId('watch-button'));
    await moduleLoaded();
    expect(startWatchEarly).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByTestId('watch-button'));
    await waitFor(() =>
      expect(startWatchEarly).toHaveBeenCalledWith(
        'en',
        { id: 3, contentType: 'film', libraryId: 1, age: 12, isAdult: false },
        state.meta,
      ),
    );
  });

  it('starts early the episode a series button plays, and nothing for an archive', async () => {
    startWatchEarly.mockClear();
    const next = { id: 9, slug: 'episode-9', season: 1, episode: 2 };
    state = { meta: meta({ buttons: [button({})], nextToPlay: next }), loading: false };
    const series = { ...content, contentType: 'series', libraryId: 1, age: 12, isAdult: false };
    const { unmount } = renderWithIntl(<WatchActions content={series} />);
    fireEvent.pointerDown(screen.getByTestId('watch-button'));
    await waitFor(() =>
      expect(startWatchEarly).toHaveBeenCalledWith(
        'en',
        expect.objectContaining({ id: 9, contentType: 'episode' }),
        state.meta,
      ),
    );
    unmount();
    startWatchEarly.mockClear();
    const schedule = { channelId: 1, startSec: 100 } as NonNullable<ContentMeta['streamUsing']['contentSchedule']>;
    state = { meta: meta({ buttons: [button({ contentSchedule: schedule })] }), loading: false };
    renderWithIntl(<WatchActions content={series} />);
    fireEvent.pointerDown(screen.getByTestId('watch-button'));
    await moduleLoaded();
    expect(startWatchEarly).not.toHaveBeenCalled();
  });

  it('links the play button to the player', () => {
    state = { meta: meta({ buttons: [button({})] }), loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/en/watch/film-3');
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

  it("hands the pay button's packet_ids and show_options to the purchase, which sells those packets", async () => {
    startPurchase.mockClear();
    state = {
      meta: meta({
        isPurchased: false,
        isAvailable: false,
        buttons: [button({ type: 'pay', caption: 'Buy', contentId: 1041, packetIds: [6], showOptions: true })],
      }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    fireEvent.click(await screen.findByTestId('pay-button'));
    await waitFor(() => expect(startPurchase).toHaveBeenCalled());
    expect(startPurchase).toHaveBeenCalledWith(
      expect.objectContaining({ contentId: 1041, button: { packetIds: [6], showOptions: true } }),
    );
  });

  it('names the meta\'s min_price as "from X" on a pay button without a line of its own', async () => {
    state = {
      meta: meta({
        isPurchased: false,
        isAvailable: false,
        minPrice: '2490.00',
        buttons: [button({ type: 'pay', caption: 'Buy' })],
      }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    expect(await screen.findByTestId('pay-button')).toHaveTextContent(/^Buyfrom 2,490$/);
  });

  it('names a min_price of "0.00" Free on its own, not "from 0" nor "from Free" (issue 36 item 5)', async () => {
    state = {
      meta: meta({
        isPurchased: false,
        isAvailable: false,
        minPrice: '0.00',
        buttons: [button({ type: 'pay', caption: 'Buy' })],
      }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    expect(await screen.findByTestId('pay-button')).toHaveTextContent(/^BuyFree$/);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('plays the title once bought only when the pay button says play_after (%s)', async (playAfter, plays) => {
    push.mockClear();
    startPurchase.mockClear();
    state = {
      meta: meta({
        isPurchased: false,
        isAvailable: false,
        buttons: [button({ type: 'pay', caption: 'Buy', playAfter })],
      }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    fireEvent.click(await screen.findByTestId('pay-button'));
    await waitFor(() => expect(startPurchase).toHaveBeenCalled());
    const [[target]] = startPurchase.mock.calls as unknown as [[{ onPurchased: () => void }]];
    act(() => target.onPurchased());
    expect(push).toHaveBeenCalledTimes(plays);
  });

  it("keeps the server's own line on a pay button over the min_price", async () => {
    state = {
      meta: meta({
        isPurchased: false,
        isAvailable: false,
        minPrice: '490.00',
        buttons: [button({ type: 'pay', caption: 'Rent', subCaption: 'for 490 ₸' })],
      }),
      loading: false,
    };
    renderWithIntl(<WatchActions content={content} />);
    expect(await screen.findByTestId('pay-button')).toHaveTextContent(/^Rentfor 490 ₸$/);
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
    expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/en/channels/2/4?ts=1700000000');
  });
});

describe('WatchActions without a session', () => {
  it('falls back to a plain watch link once loading ends without meta', () => {
    state = { meta: null, loading: false };
    renderWithIntl(<WatchActions content={content} />);
    expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/en/watch/film-3');
  });

  describe('on a card opened with ?library_id', () => {
    beforeEach(() => window.history.replaceState(null, '', '/contents/film-3?library_id=5'));
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('plays the title from the library the address selected', () => {
      state = { meta: meta({ buttons: [button({})] }), loading: false };
      renderWithIntl(<WatchActions content={content} />);
      expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/en/watch/film-3?library_id=5');
    });

    it('keeps the library on the plain watch link too, but not on the channel archive', () => {
      state = { meta: null, loading: false };
      const { unmount } = renderWithIntl(<WatchActions content={content} />);
      expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/en/watch/film-3?library_id=5');
      unmount();
      const schedule = { channelId: 4, startSec: 1_700_000_000, programId: 9 };
      state = { meta: meta({ buttons: [button({ contentSchedule: schedule })] }), loading: false };
      renderWithIntl(<WatchActions content={content} />);
      expect(screen.getByTestId('watch-button')).toHaveAttribute('href', '/en/channels/2/4?ts=1700000000');
    });
  });
});
