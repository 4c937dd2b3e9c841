import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderTimeContext, useBoundarySec, useNowSec } from './use-now';

function Clock() {
  return <span data-testid="clock">{useNowSec(7000)}</span>;
}

describe('useNowSec', () => {
  afterEach(() => jest.useRealTimers());

  it('hydrates with the server’s second, without a mismatch, then follows the browser clock', async () => {
    jest.useFakeTimers({ now: 2_000_000_000_000 });
    const tree = (
      <RenderTimeContext.Provider value={1_999_999_000}>
        <Clock />
      </RenderTimeContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('1999999000');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(container.textContent).toBe('2000000000');
    await act(async () => {
      jest.advanceTimersByTime(7000);
    });
    expect(container.textContent).toBe('2000000007');
    container.remove();
  });

  it('reads the browser clock when no server time is known', () => {
    jest.useFakeTimers({ now: 1_000_000_000_000 });
    render(<Clock />);
    expect(screen.getByTestId('clock').textContent).toBe('1000000000');
  });
});

describe('useBoundarySec', () => {
  afterEach(() => jest.useRealTimers());

  function Boundary({ at }: { at: number }) {
    return <span data-testid="boundary">{useBoundarySec(at)}</span>;
  }

  it('ticks at the programme end itself, not with the next 7 s refresh', async () => {
    jest.useFakeTimers({ now: 2_000_000_000_000 });
    render(<Boundary at={2_000_000_003} />);
    expect(screen.getByTestId('boundary').textContent).toBe('0');
    await act(async () => {
      jest.advanceTimersByTime(2_999);
    });
    expect(screen.getByTestId('boundary').textContent).toBe('0');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('boundary').textContent).toBe('2000000003');
  });
});
