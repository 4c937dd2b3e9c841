'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { loadCatalogueApi } from '@/lib/catalogue/browser-catalogue-api';
import type { Row } from '@/lib/api/types/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { withRowTimeout } from '@/lib/catalogue/timeout';
import { rowPageSize } from '@/lib/rules/row-layout';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useRowWithoutHidden } from './hidden-contents';
import { BrowserRowSection, preloadRowSection } from './browser-row-section';
import { personalRowKey } from '@/lib/swr-keys/catalogue';

interface PersonalRowProps {
  row: Pick<Row, 'id' | 'slug' | 'template'>;
  eager: boolean;
  providerIsOtt: boolean;
  libraryId?: number | null;
  /** The provider's channel listing (exclusions, pinned order), for a row of the viewer's favorite channels. */
  channelListing?: ChannelListing;
}

/**
 * History and continue-watching rows are the viewer's own: they load in the browser once the session has started,
 * and stay hidden while empty.
 */
export function PersonalRow({ row, eager, providerIsOtt, libraryId, channelListing }: PersonalRowProps) {
  const locale = useLocale();
  const { user } = useCurrentUser();
  const withoutHidden = useRowWithoutHidden();
  const ref = row.slug || String(row.id);
  const { data } = useSWR(user ? personalRowKey(ref, user.id, user.profile?.id ?? null, libraryId ?? null) : null, () => {
    preloadRowSection();
    return withRowTimeout(
      loadCatalogueApi(locale).then(({ catalogue, api }) =>
        catalogue.getRow(api, ref, { limit: rowPageSize(row.template), libraryId: libraryId ?? undefined, personal: true }),
      ),
    );
  });
  if (!data) return null;
  return (
    <BrowserRowSection
      row={withoutHidden(data)}
      eager={eager}
      providerIsOtt={providerIsOtt}
      libraryId={libraryId}
      channelListing={channelListing}
    />
  );
}
