'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isHistorySaveDue } from '@/lib/catalogue/history';
import { shouldLoadNextEpisode } from '@/lib/rules/content-rules';

interface VideoProgressHandlers {
  /** Saves the position (history) with the media duration. */
  onSave: (seconds: number, durationSec: number) => void;
  /** 2 s before the end of a title longer than 20 s, or at its end (section 4). */
  onNearEnd: () => void;
}

/**
 * Watches the player's <video> inside the container for history saving and the next episode, so the page owns
 * those rules whatever the player's controls do. Packshots and ads are skipped: only the content's own media counts.
 */
export function useVideoProgress(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  packshotCount: number,
  handlers: VideoProgressHandlers,
) {
  const onSaveEvent = useEffectEvent((seconds: number, durationSec: number) => handlers.onSave(seconds, durationSec));
  const onNearEndEvent = useEffectEvent(() => handlers.onNearEnd());

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    let video: HTMLVideoElement | null = null;
    let played = 0;
    let lastTime: number | null = null;
    let lastSaved: number | null = null;
    let ended = false;
    // Packshots play first in the same element; their media neither saves history nor ends the title.
    let packshotsLeft = packshotCount;

    const contentDuration = () => (video && Number.isFinite(video.duration) ? video.duration : 0);
    const save = () => {
      if (packshotsLeft === 0 && video && video.currentTime > 0 && contentDuration() > 0) onSaveEvent(video.currentTime, contentDuration());
    };
    const onTime = () => {
      if (!video || packshotsLeft > 0) return;
      const now = video.currentTime;
      if (lastTime != null && !video.paused && now > lastTime && now - lastTime < 2) played += now - lastTime;
      lastTime = now;
      if (isHistorySaveDue(played, lastSaved)) {
        lastSaved = played;
        save();
      }
      if (!ended && shouldLoadNextEpisode(now, contentDuration())) {
        ended = true;
        save();
        onNearEndEvent();
      }
    };
    const onEnded = () => {
      if (packshotsLeft > 0) {
        packshotsLeft -= 1;
        played = 0;
        lastTime = null;
        return;
      }
      if (ended) return;
      ended = true;
      save();
      onNearEndEvent();
    };
    const onSeeked = () => {
      lastTime = video?.currentTime ?? null;
    };

    const bind = () => {
      const next = container.querySelector('video');
      if (next === video) return;
      unbind();
      video = next;
      video?.addEventListener('timeupdate', onTime);
      video?.addEventListener('ended', onEnded);
      video?.addEventListener('seeked', onSeeked);
      video?.addEventListener('pause', save);
    };
    function unbind() {
      video?.removeEventListener('timeupdate', onTime);
      video?.removeEventListener('ended', onEnded);
      video?.removeEventListener('seeked', onSeeked);
      video?.removeEventListener('pause', save);
    }
    bind();
    const observer = new MutationObserver(bind);
    observer.observe(container, { childList: true, subtree: true });
    window.addEventListener('pagehide', save);
    return () => {
      save();
      observer.disconnect();
      window.removeEventListener('pagehide', save);
      unbind();
    };
  }, [containerRef, active, packshotCount]);
}
