'use client';

import dynamic from 'next/dynamic';

/**
 * The episode list in a chunk of its own, server-rendered as before: only a series, season or episode page renders it
 * and loads its code, and a film's page (most titles) no longer carries it in its first load (170 kB budget).
 * A server component cannot split a client component itself, hence this client module.
 */
export const LazyEpisodeList = dynamic(() => import('./episode-list').then((m) => m.EpisodeList));
