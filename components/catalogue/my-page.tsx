'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { MY_PAGE_ID } from '@/lib/api/page-ids';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { loadCatalogueApi } from '@/lib/catalogue/browser-catalogue-api';
import { rowItemCount } from '@/lib/catalogue/rows';
import { withRowTimeout } from '@/lib/catalogue/timeout';
import { isEagerRow } from '@/lib/rules/row-layout';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useRowWithoutHidden } from './hidden-contents';
import { BrowserRowSection, preloadRowSection } from './browser-row-section';
import { MyPageLoading } from './my-page-loading';
import styles from './catalogue.module.css';
import { myPageKey } from '@/lib/swr-keys/catalogue';

/** /my: the viewer's favorites and history rows, loaded in the browser; warning_no_favorites when all are empty. */
export function MyPage({
  providerIsOtt,
  channelListing,
}: {
  providerIsOtt: boolean;
  /** The provider's channel listing (exclusions, pinned order), for the favorite channels row. */
  channelListing?: ChannelListing;
}) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const { user } = useCurrentUser();
  const withoutHidden = useRowWithoutHidden();
  const { data, error, isLoading } = useSWR(user ? myPageKey(user.id, user.profile?.id ?? null) : null, () => {
    preloadRowSection();
    return withRowTimeout(loadCatalogueApi(locale).then(({ catalogue, api }) => catalogue.getPage(api, MY_PAGE_ID)));
  });
  const rows = (data?.rows ?? []).map(withoutHidden).filter((row) => rowItemCount(row, channelListing) > 0);
  const settled = Boolean(data || error) && !isLoading;
  if (!settled) return <MyPageLoading />;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{data?.title ?? t('myTitle')}</h1>
      {rows.length === 0 ? (
        <p className={styles.warning} role="status" data-testid="no-favorites">
          {t('warning_no_favorites')}
        </p>
      ) : (
        rows.map((row, index) => (
          <BrowserRowSection
            key={row.id ?? row.slug}
            row={row}
            eager={isEagerRow(index)}
            providerIsOtt={providerIsOtt}
            channelListing={channelListing}
          />
        ))
      )}
    </div>
  );
}
