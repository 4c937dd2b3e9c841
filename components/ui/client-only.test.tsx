import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clientOnly } from './client-only';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const Loading = () => <span data-testid="held" />;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('clientOnly', () => {
  it('renders the placeholder on the server, where the code is not asked for', () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = clientOnly(load, { loading: Loading });
    expect(renderToString(<Lazy name="Ann" />)).toBe('<span data-testid="held"></span>');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the placeholder, then the loaded component with its props, asking for the code once', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = clientOnly(load, { loading: Loading });
    render(
      <>
        <Lazy name="Ann" />
        <Lazy name="Bob" />
      </>,
    );
    expect(screen.getAllByTestId('held')).toHaveLength(2);
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed download to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Lazy = clientOnly(() => Promise.reject(new Error('chunk failed')));
    render(
      <Boundary>
        <Lazy />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
