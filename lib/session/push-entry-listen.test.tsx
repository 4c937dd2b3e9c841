import { listenForPushes, PUSH_QUERY } from './push-entry';

const openModal = jest.fn((..._args: unknown[]) => true);
jest.mock('../modals', () => ({ openModal: (...args: unknown[]) => openModal(...args) }));

const worker = new EventTarget();
beforeAll(() => Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true }));
beforeEach(() => openModal.mockClear());

describe('listenForPushes', () => {
  it('opens the push modal for a message from the service worker, and stops listening on cleanup', () => {
    const stop = listenForPushes();
    const payload = { title: 'Film', body: 'Tonight', destination: { type: 'content', slug: 'film-42' } };
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push', payload } }));
    expect(openModal).toHaveBeenCalledWith('push', expect.objectContaining({ title: 'Film', destination: expect.objectContaining({ type: 'content', slug: 'film-42' }) }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'other', payload } }));
    expect(openModal).toHaveBeenCalledTimes(1);
    stop();
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push', payload } }));
    expect(openModal).toHaveBeenCalledTimes(1);
  });

  it('opens the push carried in the address once, and removes it from the address', () => {
    const payload = JSON.stringify({ title: 'Sport', destination: { type: 'packet', id: 5 } });
    window.history.replaceState(null, '', `/channels?${PUSH_QUERY}=${encodeURIComponent(payload)}&x=1#top`);
    const stop = listenForPushes();
    expect(openModal).toHaveBeenCalledWith('push', expect.objectContaining({ title: 'Sport', destination: expect.objectContaining({ type: 'packet', id: 5 }) }));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/channels?x=1#top');
    stop();
    listenForPushes()();
    expect(openModal).toHaveBeenCalledTimes(1);
  });
});
