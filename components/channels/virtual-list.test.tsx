import { fireEvent, render, screen } from '@testing-library/react';
import { VirtualList } from './virtual-list';

const items = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Channel ${index + 1}` }));

describe('VirtualList', () => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  });

  it('keeps only the rows in view (plus overscan) in the DOM and follows the scroll', () => {
    const { container } = render(
      <VirtualList
        items={items}
        rowHeight={50}
        overscan={2}
        label="Channels"
        activeIndex={-1}
        renderItem={(item) => <span>{item.name}</span>}
        itemKey={(item) => item.id}
      />,
    );
    const list = screen.getByRole('list', { name: 'Channels' });
    expect(list.style.height).toBe('50000px');
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByText('Channel 1')).toBeInTheDocument();

    const scroller = container.firstElementChild as HTMLElement;
    scroller.scrollTop = 25_000;
    fireEvent.scroll(scroller);
    expect(screen.queryByText('Channel 1')).not.toBeInTheDocument();
    expect(screen.getByText('Channel 501')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(13);
  });

  it('scrolls the active row into view', () => {
    const { container } = render(
      <VirtualList
        items={items}
        rowHeight={50}
        overscan={2}
        label="Channels"
        activeIndex={300}
        renderItem={(item) => <span>{item.name}</span>}
        itemKey={(item) => item.id}
      />,
    );
    expect((container.firstElementChild as HTMLElement).scrollTop).toBe(300 * 50 + 50 - 400);
  });

  it('keeps the active row rendered when the viewer scrolls away, so the list keeps its tab stop', () => {
    const { container } = render(
      <VirtualList
        items={items}
        rowHeight={50}
        overscan={2}
        label="Channels"
        activeIndex={0}
        renderItem={(item) => <span>{item.name}</span>}
        itemKey={(item) => item.id}
      />,
    );
    const scroller = container.firstElementChild as HTMLElement;
    scroller.scrollTop = 25_000;
    fireEvent.scroll(scroller);
    expect(screen.getByText('Channel 1')).toBeInTheDocument();
    expect(screen.getByText('Channel 501')).toBeInTheDocument();
  });
});
