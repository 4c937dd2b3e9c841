'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';
import { sourceIdentity } from '../core/source-identity';
import type { PlaybackSource } from '../core/types';
import { attachPrestartedPlayback } from '../engines/load-engine';
import type { PlayerViewProps } from './player-view-types';

type SequenceProps = Pick<
  PlayerViewProps,
  'source' | 'streamPending' | 'mode' | 'channelId' | 'live' | 'blackout' | 'trailer' | 'autoplay' | 'startPosition' | 'packshots'
>;

export interface PlaybackSequence {
  /** Index of the packshot playing, or null once the content itself plays. */
  packshot: number | null;
  /** The media ended: advances to the next packshot or the content; true when it was a packshot. */
  advance(): boolean;
}

/** A stable identity for "the same stream" (sourceIdentity); '' for no source. */
export function sourceKey(source: PlaybackSource | null): string {
  return source ? sourceIdentity(source) : '';
}

/**
 * Loads the packshots one after another, then the content (live-channels.md section 4: "Packshots
 * play before content when present; the count advances"). `blocked` holds everything back while a
 * pre-roll plays, since the pre-roll blocks the main content. A playback adopted from the mini-player (`adoptedKey`,
 * its source key) plays on where it is: past its packshots, not loaded again.
 */
export function usePlaybackSequence(
  controller: PlayerController,
  props: SequenceProps,
  blocked: boolean,
  adoptedKey: string | null = null,
  mediaRef?: RefObject<HTMLMediaElement | null>,
): PlaybackSequence {
  const key = sourceKey(props.source);
  const packshots = props.packshots ?? [];
  const [state, setState] = useState({ key, index: adoptedKey === key ? packshots.length : 0 });
  const adopted = useRef(adoptedKey);
  const index = state.key === key ? state.index : 0;
  if (state.key !== key) setState({ key, index: 0 });
  const packshot = index < packshots.length ? index : null;
  const packshotUrl = packshot === null ? null : packshots[packshot];
  const { mode, channelId, blackout, trailer, autoplay, startPosition, streamPending } = props;
  const streamStart = props.live?.streamStart;
  const streamTimestamp = props.live?.streamTimestamp;

  useEffect(() => {
    // Another source than the adopted one loads as usual, and so does the adopted one coming back later.
    if (adopted.current !== key) adopted.current = null;
  }, [key]);
  const loaded = useRef(adoptedKey !== null);
  useLayoutEffect(() => {
    // The player's first load, of a source started ahead (prestart.ts), opens its media at this commit; the load below
    // takes that engine after the paint. A later load may replace an engine still attached to the element: it waits
    // for its turn.
    const media = mediaRef?.current;
    if (loaded.current || !media || !props.source || blocked || packshotUrl) return;
    if (adopted.current !== key && startPosition === undefined) attachPrestartedPlayback(props.source, media);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, packshotUrl, blocked, startPosition]);
  useEffect(() => {
    if (blocked || streamPending || adopted.current === key) return;
    loaded.current = true;
    if (packshotUrl) {
      controller.setFlags({ packshot: true });
      // Handed out with the title's stream: its media origin wants what the title's does.
      const withCredentials = props.source?.withCredentials === true;
      void controller.load({ url: packshotUrl, protocol: 'hls', withCredentials }, { mode: 'vod', autoplay });
      return;
    }
    controller.setFlags({ packshot: false });
    void controller.load(props.source, {
      mode,
      channelId: channelId ?? null,
      autoplay,
      startPosition,
      blackout,
      trailer,
      live: {
        streamStart: streamStart ?? 0,
        streamTimestamp: streamTimestamp ?? 0,
        programme: props.live?.programme ?? null,
        schedule: props.live?.schedule ?? null,
        clockOffset: props.live?.clockOffset ?? 0,
      },
    });
    // The programme and schedule change every programme; only a new stream or position reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, key, packshotUrl, blocked, streamPending, mode, channelId, blackout, trailer, streamStart, streamTimestamp]);

  const programme = props.live?.programme ?? null;
  const schedule = props.live?.schedule ?? null;
  const clockOffset = props.live?.clockOffset ?? 0;
  useEffect(() => {
    controller.updateLive({ programme, schedule, clockOffset });
    // Compared by value: pages rebuild these objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    controller,
    programme?.start,
    programme?.duration,
    programme?.scrubbable,
    schedule?.start,
    schedule?.end,
    clockOffset,
  ]);

  return {
    packshot,
    advance() {
      if (packshot === null) return false;
      setState({ key, index: index + 1 });
      return true;
    },
  };
}
