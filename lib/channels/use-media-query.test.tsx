import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaMatch, useMediaQuery } from './use-media-query';

const QUERY = '(max-width: 932px)';
let matches = true;
const listeners = new Set<() => void>();

function Layout() {
  return <span data-testid="layout">{useMediaQuery(QUERY) ? 'narrow' : 'wide'}</span>;
}

function Answer() {
  const match = useMediaMatch(QUERY);
  return <span>{match === null ? 'unknown' : match ? 'narrow' : 'wide'}</span>;
}

beforeEach(() => {
  matches = true;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === QUERY && matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

describe('useMediaQuery', () => {
  it('hydrates with the server’s answer without a mismatch, then takes the browser’s and follows its changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Layout />);
    expect(container.textContent).toBe('wide');
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('narrow');
    matches = false;
    await act(async () => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('wide');
    container.remove();
  });

  it('useMediaMatch says "not known" on the server and while hydrating, then the browser’s answer', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Answer />);
    expect(container.textContent).toBe('unknown');
    document.body.append(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Answer />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Straight from "not known" to the phone's answer: never the wide layout's assumption.
    expect(seen).toEqual(['narrow']);
    matches = false;
    await act(async () => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('wide');
    observer.disconnect();
    container.remove();
  });
});

