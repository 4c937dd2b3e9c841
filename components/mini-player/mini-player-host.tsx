'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { withCatalogue } from '@/components/i18n/with-catalogue';
import { getDocked, subscribeDock } from '@/player/dock/dock-store';

/** The dock's code loads only once a player hands itself over: no page ships it before something plays. */
const MiniPlayer = dynamic(withCatalogue(() => import('./mini-player').then((m) => m.MiniPlayer)), { ssr: false });

const nothingDocked = () => null;

/** The shell's place for the mini-player (issue 18): renders nothing until a playing player's page goes. */
export function MiniPlayerHost() {
  const docked = useSyncExternalStore(subscribeDock, getDocked, nothingDocked);
  return docked ? <MiniPlayer playback={docked} /> : null;
}
