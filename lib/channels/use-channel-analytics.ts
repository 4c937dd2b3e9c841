'use client';

import { useEffect, type RefObject } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { postMetricsEvents } from '@/lib/api/metrics';
import { createChannelAnalytics, type ChannelAnalytics } from './channel-analytics';

/** The metrics sink (platform/docs/media.md). */
/** A card counts as shown once half of it is on screen. */
const SHOWN_RATIO = 0.5;

let shared: ChannelAnalytics | null = null;
let sendLocale: string | undefined;

/** One batcher for the page: the list and the open channel report through it, in the page's language. */
export function channelAnalytics(locale: string): ChannelAnalytics {
  sendLocale = locale;
  shared ??= createChannelAnalytics((events) => postMetricsEvents(getBrowserApi(sendLocale), events));
  return shared;
}

function cardOf(target: EventTarget | null): { id: number; index: number } | null {
  const card = target instanceof Element ? target.closest<HTMLElement>('[data-channel-id][data-index]') : null;
  if (!card) return null;
  return { id: Number(card.dataset.channelId), index: Number(card.dataset.index) };
}

/**
 * Show, focus and click events of the channel cards inside `ref` (live-channels.md section 7): each card once per
 * list when half of it is on screen, including rows the virtual list adds while scrolling.
 */
export function useChannelListAnalytics(ref: RefObject<HTMLElement | null>, setId: string, locale: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const analytics = channelAnalytics(locale);
    const shown = new Set<number>();
    const onClick = (event: Event) => {
      const card = cardOf(event.target);
      if (card) analytics.click(card.id, card.index, setId);
    };
    const onFocusIn = (event: Event) => {
      const card = cardOf(event.target);
      if (card) analytics.focus(card.id, card.index, setId);
    };
    const onFocusOut = () => analytics.blur();
    root.addEventListener('click', onClick, true);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);

    const intersections =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const card = entry.isIntersecting ? cardOf(entry.target) : null;
                if (!card || shown.has(card.id)) continue;
                shown.add(card.id);
                analytics.show(card.id, card.index, setId);
              }
            },
            { threshold: SHOWN_RATIO },
          );
    const observeCards = () =>
      root.querySelectorAll('[data-channel-id][data-index]').forEach((card) => intersections?.observe(card));
    observeCards();
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(observeCards);
    mutations?.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      intersections?.disconnect();
      mutations?.disconnect();
      analytics.blur();
    };
  }, [ref, setId, locale]);
}
