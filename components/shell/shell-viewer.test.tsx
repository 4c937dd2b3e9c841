import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { ShellViewerProvider } from './shell-viewer';

let viewer: { user: { firstName: string; isGuest: boolean } | null; isLoading: boolean } = { user: null, isLoading: true };
let subscriptions = 0;
let publish: (() => void) | null = null;
jest.mock('@/lib/session/use-current-user', () => {
  const { useEffect: useMountEffect, useReducer } = jest.requireActual<typeof import('react')>('react');
  return {
    useCurrentUser: () => {
      const [, rerender] = useReducer((count: number) => count + 1, 0);
      useMountEffect(() => {
        subscriptions += 1;
        publish = rerender;
        return () => {
          subscriptions -= 1;
        };
      }, []);
      return viewer;
    },
  };
});

const renders: Record<string, number> = {};
function Reader({ name }: { name: string }) {
  const { user, isLoading } = useShellViewer();
  useEffect(() => {
    renders[name] = (renders[name] ?? 0) + 1;
  });
  return <p data-testid={name}>{isLoading ? 'starting' : (user?.firstName ?? 'nobody')}</p>;
}

describe('ShellViewerProvider', () => {
  it("gives the shell's parts the viewer of one subscription, each rendered once per change", async () => {
    render(
      <ShellViewerProvider>
        <Reader name="menu" />
        <Reader name="user-area" />
        <Reader name="bottom-nav" />
      </ShellViewerProvider>,
    );
    // The server's HTML and the hydrating render: start-up still running.
    expect(screen.getByTestId('menu')).toHaveTextContent('starting');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(subscriptions).toBe(1);
    const before = { ...renders };
    viewer = { user: { firstName: 'Aida', isGuest: false }, isLoading: false };
    await act(async () => publish?.());
    for (const name of ['menu', 'user-area', 'bottom-nav']) {
      expect(screen.getByTestId(name)).toHaveTextContent('Aida');
      expect(renders[name] - before[name]).toBe(1);
    }
  });

  it('reads as start-up still running outside of it', () => {
    render(<Reader name="alone" />);
    expect(screen.getByTestId('alone')).toHaveTextContent('starting');
  });
});
