import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { createRef } from 'react';
import en from '@/messages/en.json';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import { FakeMedia } from '../core/testing/fake-media';
import { AUTO_LEVEL, type PlaybackMode, type TrackLists } from '../core/types';
import { PlayerControls } from './player-controls';

const TRACKS: TrackLists = {
  levels: [
    { id: 0, height: 240, width: 426, bitrate: 300_000 },
    { id: 1, height: 480, width: 854, bitrate: 900_000 },
  ],
  level: AUTO_LEVEL,
  audio: [
    { id: 0, language: 'ru', label: 'Русский', enabled: true },
    { id: 1, language: 'en', label: 'English', enabled: false },
  ],
  text: [{ id: 0, language: 'en', label: 'English subtitles', enabled: false }],
};

async function setup(mode: PlaybackMode) {
  const fakes = createFakeEngineFactory();
  const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
  const media = new FakeMedia();
  controller.attach(media);
  await controller.load({ url: 'https://m.test/a.m3u8', protocol: 'hls' }, { mode, channelId: 1 });
  const alerts: string[] = [];
  controller.on('alert', (alert) => alerts.push(alert.type === 'message' ? alert.key : String(alert.code)));
  const menu = { open: false };
  const view = () => (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <PlayerControls
        controller={controller as unknown as PlayerController}
        videoRef={createRef()}
        visible
        menuOpen={menu.open}
        onMenuOpenChange={(open) => {
          menu.open = open;
          rendered.rerender(view());
        }}
        onTogglePlay={() => controller.request('togglePlay', undefined)}
        onToggleFullscreen={() => undefined}
        onTogglePictureInPicture={null}
        onToggleHelp={() => undefined}
      />
    </NextIntlClientProvider>
  );
  const rendered = render(view());
  return { controller, media, engine: fakes.last(), alerts };
}

describe('PlayerControls', () => {
  it('offers only speed for a VOD title without track choices', async () => {
    await setup('vod');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = screen.getByRole('group', { name: 'Settings' });
    expect(within(menu).getByLabelText('Speed')).toBeInTheDocument();
    expect(within(menu).queryByLabelText('Quality')).toBeNull();
    expect(within(menu).queryByLabelText('Audio')).toBeNull();
    expect(within(menu).queryByLabelText('Subtitles')).toBeNull();
  });

  it('shows quality, audio and subtitles once there is a choice and passes choices to the engine', async () => {
    const { engine } = await setup('vod');
    act(() => engine.emit({ type: 'tracks', tracks: TRACKS }));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.change(screen.getByLabelText('Quality'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Audio'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Subtitles'), { target: { value: '0' } });
    expect(engine.levelCalls).toContain(0);
    expect(engine.audioCalls).toContain(1);
    expect(engine.textCalls).toContain(0);
  });

  it('has no skip buttons and no speed on live, and a refused pause alerts', async () => {
    const { alerts, media } = await setup('live');
    act(() => {
      media.paused = false;
      media.fire('playing');
    });
    expect(screen.queryByRole('button', { name: 'Back 10 seconds' })).toBeNull();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(alerts).toEqual(['warning_archive_no_pause']);
  });

  it('skips on demand and sets the volume in percent', async () => {
    const { controller } = await setup('vod');
    expect(screen.getByRole('button', { name: 'Forward 10 seconds' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    expect(controller.getState().volume).toBeCloseTo(0.4);
  });
});
