import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { createRef } from 'react';
import en from '@/messages/en.json';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import { FakeMedia } from '../core/testing/fake-media';
import { LiveBar } from './live-bar';

const NOW_MS = 1_700_000_000_000;
const NOW = NOW_MS / 1000;
/** On the wall clock half of it has aired; 360 s back (a vitrina picture) only 640 of 2000 s. */
const programme = { start: NOW - 1000, duration: 2000 };

async function renderBar(clockOffset: number | undefined, scrubbable?: boolean) {
  const controller = new PlayerController<FakeMedia>({ createEngine: createFakeEngineFactory().factory, now: () => NOW_MS });
  controller.attach(new FakeMedia());
  await controller.load(
    { url: 'https://m.test/live.m3u8', protocol: 'hls' },
    { mode: 'live', live: { programme: { ...programme, scrubbable }, clockOffset } },
  );
  const view = render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <LiveBar controller={controller as unknown as PlayerController} videoRef={createRef()} />
    </NextIntlClientProvider>,
  );
  return { controller, view };
}

describe('LiveBar programme bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW_MS);
  });
  afterEach(() => jest.useRealTimers());

  const airedWidth = (container: HTMLElement) =>
    container.querySelector<HTMLElement>('[aria-hidden="true"][style*="width"]')?.style.width;

  it('shows what has aired by the wall clock for an ordinary channel', async () => {
    const { view } = await renderBar(undefined);
    expect(airedWidth(view.container)).toBe('50%');
  });

  it('reads the clock 360 s back for a delayed (vitrina) picture, and scrubs no further than that clock', async () => {
    const { controller, view } = await renderBar(360);
    expect(airedWidth(view.container)).toBe('32%');
    const positions: number[] = [];
    controller.on('streamPositionRequest', ({ timestamp }) => positions.push(timestamp));
    // 900 s in is past the vitrina's now (640 s in): clamped there, under 30 s from its now, so live.
    controller.scrub(900);
    // 600 s in is 40 s before the vitrina's now: an archive timestamp.
    controller.scrub(600);
    expect(positions).toEqual([0, programme.start + 600]);
    expect(screen.getByRole('slider', { name: en.player.scrub })).toHaveAttribute('max', '2000');
  });

  it('cannot be scrubbed where the archive rules refuse the programme', async () => {
    await renderBar(undefined, false);
    expect(screen.getByRole('slider', { name: en.player.scrub })).toBeDisabled();
  });
});
