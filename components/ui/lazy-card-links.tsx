'use client';

import dynamic from 'next/dynamic';

/**
 * The cards' document listeners (components/ui/card-links) load just after the page instead of with it: they only add
 * effects, and the catalogue routes sit at their 170 kB first-load budget. Until they arrive a card is a plain link,
 * which opens its page all the same.
 */
export const LazyCardLinks = dynamic(() => import('./card-links').then((module) => module.CardLinks), { ssr: false });
