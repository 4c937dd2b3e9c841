import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { PlayerViewSlot } from './player-view-slot';
import type { PlayerViewProps } from './player-view-types';
import { loadPlayerView } from './preload';

jest.mock('./player-view', () => ({
  PlayerView: ({ title }: { title?: string }) => <div data-testid="view">{title}</div>,
}));

/** The page's lazy view, as next/dynamic makes it: it suspends on its first render even with the module here. */
const pageLazyView = () => lazy(() => loadPlayerView().then((module) => ({ default: module.PlayerView })));

const props = { services: {}, source: null, mode: 'vod', title: 'Title' } as unknown as PlayerViewProps;

const renderSlot = () =>
  render(
    <Suspense fallback={<div data-testid="fallback" />}>
      <PlayerViewSlot lazyView={pageLazyView()} {...props} />
    </Suspense>,
  );

// In this order: the view module, once loaded, stays loaded for the file.
describe('PlayerViewSlot', () => {
  it('goes through the page lazy view while the code is still downloading', async () => {
    renderSlot();
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    await act(() => loadPlayerView());
    expect(await screen.findByTestId('view')).toHaveTextContent('Title');
  });

  it('renders the view in the same commit once its code is here, so no Suspense reveal holds the start back', async () => {
    await loadPlayerView();
    renderSlot();
    expect(screen.getByTestId('view')).toHaveTextContent('Title');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });
});
