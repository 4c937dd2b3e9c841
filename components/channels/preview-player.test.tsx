import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PreviewPlayer } from './preview-player';

const getChannelConfig = jest.fn();
jest.mock('@/lib/api/channels', () => ({ getChannelConfig: (...args: unknown[]) => getChannelConfig(...args) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/player/player-services', () => ({ playerServices: { trackPriorities: {} } }));

const player = {
  attach: jest.fn(),
  setMuted: jest.fn(),
  load: jest.fn(async (source: { url: string; protocol: string }, options: object) => void [source, options]),
};
const controllerOptions = jest.fn();
jest.mock('@/player/react/use-player-controller', () => ({
  usePlayerController: (options: unknown) => {
    controllerOptions(options);
    return player;
  },
}));

const CONFIG = { web: 'https://cdn.test/7/web.m3u8', webVlight: 'https://cdn.test/7/vlight.m3u8', ad: null };
interface PreviewChannel {
  id: number;
  streamTypes: string[];
  vitrinaUrl: string | null;
  vlight: boolean;
}
const channel: PreviewChannel = { id: 7, streamTypes: ['hls'], vitrinaUrl: null, vlight: false };

function renderPreview(overrides: Partial<PreviewChannel> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{}}>
      <PreviewPlayer channel={{ ...channel, ...overrides }} widthPx={147} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  getChannelConfig.mockResolvedValue(CONFIG);
});

describe('the channel preview (live-channels.md section 4 "Preview player")', () => {
  it("asks the channel config with the preview flag, no stream, and plays its web address muted, at the mode's width", async () => {
    renderPreview();
    await waitFor(() => expect(player.load).toHaveBeenCalled());
    expect(getChannelConfig).toHaveBeenCalledWith({}, 7, expect.objectContaining({ preview: true }));
    expect(player.load).toHaveBeenCalledWith(
      { url: CONFIG.web, protocol: 'hls', key: 'preview:7:full', renew: expect.any(Function) },
      expect.objectContaining({ mode: 'live', channelId: 7, autoplay: true }),
    );
    expect(player.setMuted).toHaveBeenCalledWith(true);
    // The preview never touches the main player's remembered volume and tracks.
    expect(controllerOptions).toHaveBeenCalledWith(expect.objectContaining({ storage: null }));
    const video = screen.getByTestId('channel-preview') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.style.width).toBe('147px');
  });

  it('plays the light (web_vlight) address of a vlight channel', async () => {
    renderPreview({ vlight: true });
    await waitFor(() => expect(player.load).toHaveBeenCalled());
    expect(player.load.mock.calls[0][0]).toEqual({
      url: CONFIG.webVlight,
      protocol: 'hls',
      key: 'preview:7:light',
      renew: expect.any(Function),
    });
  });

  it('plays the delayed vitrina picture of a vitrina channel, the one its card describes', async () => {
    renderPreview({ streamTypes: ['vitrina'], vitrinaUrl: 'https://vitrina.test/7.m3u8' });
    await waitFor(() => expect(player.load).toHaveBeenCalled());
    expect(player.load.mock.calls[0][0]).toEqual({ url: 'https://vitrina.test/7.m3u8', protocol: 'hls' });
  });

  it('stays still, with no alert, when the config is refused', async () => {
    getChannelConfig.mockRejectedValue(Object.assign(new Error('forbidden'), { status: 403 }));
    renderPreview();
    await waitFor(() => expect(getChannelConfig).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(player.load).not.toHaveBeenCalled();
  });
});
