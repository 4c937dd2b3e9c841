import { RenewedAddresses } from './renewed-addresses';

const first = 'https://media.test/media/live/5/tk.100.dev.aaa/master.m3u8?ts=1700000000';
const second = 'https://media.test/media/live/5/tk.200.dev.bbb/master.m3u8?ts=1700000000';
const third = 'https://media.test/media/live/5/tk.300.dev.ccc/master.m3u8?ts=1700000000';

describe('RenewedAddresses', () => {
  it('sends every request below a retired directory below the newest one, and leaves others alone', () => {
    const addresses = new RenewedAddresses();
    expect(addresses.resolve('https://media.test/media/live/5/tk.100.dev.aaa/480p/seg_001.ts')).toBe(
      'https://media.test/media/live/5/tk.100.dev.aaa/480p/seg_001.ts',
    );
    expect(addresses.follow(first, second)).toBe(true);
    expect(addresses.follow(second, third)).toBe(true);
    expect(addresses.resolve('https://media.test/media/live/5/tk.100.dev.aaa/480p/seg_001.ts')).toBe(
      'https://media.test/media/live/5/tk.300.dev.ccc/480p/seg_001.ts',
    );
    expect(addresses.resolve('https://media.test/media/live/5/tk.200.dev.bbb/480p.m3u8?ts=1')).toBe(
      'https://media.test/media/live/5/tk.300.dev.ccc/480p.m3u8?ts=1',
    );
    expect(addresses.resolve('https://media.test/media/live/5/tk.300.dev.ccc/1080p.m3u8')).toBe(
      'https://media.test/media/live/5/tk.300.dev.ccc/1080p.m3u8',
    );
    expect(addresses.resolve('https://ads.test/preroll.mp4')).toBe('https://ads.test/preroll.mp4');
  });

  it.each([
    [
      'a token in the query, same directory',
      'https://cdn.test/a/master.m3u8?t=1',
      'https://cdn.test/a/master.m3u8?t=2',
    ],
    ['another file', first, 'https://media.test/media/live/5/tk.200.dev.bbb/other.m3u8?ts=1700000000'],
    ['another archive start', first, second.replace('ts=1700000000', 'ts=1700000600')],
    ['an address that is not http', 'blob:https://x/1', 'blob:https://x/2'],
  ])('cannot follow %s', (_, previous, next) => {
    expect(new RenewedAddresses().follow(previous, next)).toBe(false);
  });
});
