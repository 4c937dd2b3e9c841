/**
 * Category shown for a channel opened from the catalogue (a promo, a channel card, an archive airing): all channels
 * (live-channels.md section 9). A module of its own: the title page's watch target needs only this number, and
 * importing it from the promo destinations brought their whole resolver into that page's first load.
 */
export const ALL_CHANNELS_CATEGORY = 2;
