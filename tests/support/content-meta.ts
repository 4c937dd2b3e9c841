import type { ContentMeta } from '@/lib/api/types/catalogue';

/** A title's meta as the platform answers it for a purchased, available title (unit tests of the watch flow). */
export function contentMetaFixture(patch: Partial<ContentMeta> = {}): ContentMeta {
  return {
    contentId: 3,
    history: { seconds: 0, durationSec: null, updatedAt: null },
    streamUsing: { libraryId: 1, contentSchedule: null },
    isPurchased: true,
    isAvailable: true,
    isLost: false,
    isFavorite: false,
    favoriteId: null,
    buttons: [],
    minPrice: null,
    packetIds: [],
    nextToPlay: null,
    licenseInfo: null,
    userLicenseInfo: null,
    ...patch,
  };
}
