import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { storedAtom, useHydratedAtomValue } from './stored-atom';

localStorage.setItem('test.stored', '"kept"');
const textAtom = storedAtom('test.stored', (raw) => (raw === null ? 'none' : String(JSON.parse(raw))));

function Reader() {
  return <p>{useHydratedAtomValue(textAtom, 'server')}</p>;
}

describe('stored atoms', () => {
  it('hydrate with the server value and show the stored one right after, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader />);
    expect(container.textContent).toBe('server');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Reader />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('kept');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('show the stored value at once when mounted after hydration', () => {
    const seen: string[] = [];
    function Recorder() {
      const value = useHydratedAtomValue(textAtom, 'server');
      seen.push(value);
      return <p>{value}</p>;
    }
    render(<Recorder />);
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(seen).not.toContain('server');
  });
});
