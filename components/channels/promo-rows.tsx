'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { useRowWithoutHidden } from '@/components/catalogue/hidden-contents';
import { RowSection } from '@/components/catalogue/row-section';
import { getBrowserApi } from '@/lib/api/browser';
import { getRow } from '@/lib/api/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { NEW_YEAR_PROMO_ROW_REFS } from '@/lib/channels/constants';
import { NEW_YEAR_PROMO_ROWS } from '@/lib/rules/seasonal';
import { newYearRowsKey } from '@/lib/swr-keys/channels';

/**
 * The seasonal promo rows, loaded only for signed-in viewers; a row that fails to load is left out. Channel rows
 * follow the provider's listing as the channel list beside them does.
 */
export function PromoRows({ listing }: { listing: ChannelListing }) {
  const locale = useLocale();
  const withoutHidden = useRowWithoutHidden();
  const { data } = useSWR(newYearRowsKey(locale), () =>
    Promise.all(
      NEW_YEAR_PROMO_ROW_REFS.slice(0, NEW_YEAR_PROMO_ROWS).map((ref) =>
        getRow(getBrowserApi(locale), ref, { live: true }).catch(() => null),
      ),
    ),
  );
  if (!data) return null;
  return (
    <>
      {data.map(
        (row, index) =>
          row && <RowSection key={row.slug} row={withoutHidden(row)} eager={index === 0} providerIsOtt channelListing={listing} />,
      )}
    </>
  );
}
