/** @jest-environment node */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { ChannelsScreenData } from '@/lib/channels/server-data';
import { ChannelsScreen } from './channels-screen';

jest.mock('@/components/i18n/client-messages', () => ({
  ClientMessages: ({ children }: { children: ReactNode }) => children,
}));

/** A line-up's worth of server HTML: React sends a boundary of over 12,800 bytes after the page's start. */
jest.mock('./tv-page', () => ({
  TvPage: () => (
    <ul>
      {Array.from({ length: 200 }, (_, index) => (
        <li key={index} data-channel-id={index + 1}>
          <a href={`/channels/all/channel-${index + 1}`}>Channel {index + 1}, with the programme on air now</a>
        </li>
      ))}
    </ul>
  ),
}));

const screen = {
  data: { channels: [], categories: [], renderedAtSec: 0, listing: { excludedIds: [], pinnedIds: [] } },
  promoDays: 0,
  sessionPresent: false,
} as unknown as ChannelsScreenData;

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (const reader = stream.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

describe('ChannelsScreen', () => {
  it('sends the channel list in the page itself, not as hidden HTML that a script reveals after the first paint', async () => {
    const page = await html(
      await renderToReadableStream(
        <main>
          <ChannelsScreen {...screen} />
        </main>,
      ),
    );
    expect(page).toContain('data-channel-id="1"');
    // Inside a Suspense boundary, React (progressive chunking) sends content this large after the rest of the page,
    // inside <div hidden>, shown by its reveal script at least 300 ms after the first paint (Lighthouse: LCP 3.6 s).
    expect(page).not.toMatch(/<div hidden[^>]*>[\s\S]*data-channel-id/);
    expect(page).not.toContain('$RC');
  });
});
