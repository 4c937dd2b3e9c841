/** Marks a server-rendered card anchor that components/ui/card-links.tsx serves (client navigation, intent prefetch). */
export const CARD_LINK_ATTRIBUTE = 'data-card-link';

/** Spread on a card's `<a>`: `<a href={…} {...CARD_LINK_PROPS}>`. */
export const CARD_LINK_PROPS = { [CARD_LINK_ATTRIBUTE]: '' } as const;
