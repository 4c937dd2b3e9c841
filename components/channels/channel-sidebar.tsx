'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizedHref } from '@/lib/i18n/locale-paths';
import { useEffect, useId } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import type { Channel, ChannelCategory } from '@/lib/api/types/channels';
import { sendChannelEvent } from '@/lib/channels/analytics';
import { CHANNEL_SEARCH_ANALYTICS_DEBOUNCE_MS } from '@/lib/channels/constants';
import { categoryHref } from '@/lib/channels/route-params';
import { showCategoryDropdown } from '@/lib/rules/channel-list';
import { clampSearchInput } from '@/lib/rules/validation';
import { ChannelList } from './channel-list';
import { navigateTo } from '@/lib/channels/navigation';
import type { ChannelsView } from '@/lib/channels/view-param';
import styles from './tv-page.module.css';

export interface ChannelSidebarProps {
  channels: Channel[];
  recent: Channel[];
  /**
   * The recent channels are not known yet (the page is hydrating, learning its width or waiting for the viewer's own
   * list): the block holds its place if the last page load found some stored (channel-memory.ts), so its arrival
   * moves nothing.
   */
  recentPending: boolean;
  categories: ChannelCategory[];
  category: ChannelCategory | null;
  activeId: number | null;
  isChildProfile: boolean;
  /** /channelsfree shows one category, so no dropdown. */
  showCategories: boolean;
  query: string;
  onQuery: (query: string) => void;
  hrefOf: (channel: Channel) => string;
  onSelect: (channel: Channel) => void;
  narrow: boolean;
  /** The viewer's profile is known; until then neither the list nor the category filter shows. */
  known: boolean;
  /** The EPG grid shows the channels: the sidebar keeps only its tools. */
  grid: boolean;
  viewHref: (view: ChannelsView) => string;
}

/** Category dropdown, channel search, recent channels and the list (live-channels.md section 2). */
export function ChannelSidebar(props: ChannelSidebarProps) {
  const t = useTranslations('channels');
  const locale = useLocale();
  const searchId = useId();
  const categoryId = useId();
  const { query, categories, category } = props;

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const timer = setTimeout(
      () => sendChannelEvent(getBrowserApi(locale), 'channel_search', { query: text, results: props.channels.length }),
      CHANNEL_SEARCH_ANALYTICS_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [query, locale, props.channels.length]);

  const dropdown = props.known && props.showCategories && showCategoryDropdown(categories.length, props.isChildProfile);
  return (
    <aside className={`${styles.sidebar} ${props.grid ? styles.gridTools : ''}`} aria-label={t('listLabel')}>
      <nav className={styles.views} aria-label={t('viewLabel')}>
        {(['list', 'grid'] as const).map((view) => (
          <a
            key={view}
            href={localizedHref(props.viewHref(view), locale)}
            className={styles.viewLink}
            aria-current={(view === 'grid') === props.grid ? 'page' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              navigateTo(props.viewHref(view));
            }}
          >
            {t(view === 'grid' ? 'viewGrid' : 'viewList')}
          </a>
        ))}
      </nav>
      <div className={styles.tools}>
        {dropdown && (
          <div className={styles.field}>
            <label htmlFor={categoryId} className={styles.label}>
              {t('categoryLabel')}
            </label>
            <select
              id={categoryId}
              className={styles.select}
              value={category?.slug ?? ''}
              onChange={(event) => {
                props.onQuery('');
                navigateTo(categoryHref(event.target.value));
              }}
            >
              {categories.map((item) => (
                <option key={item.id} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={searchId} className={styles.label}>
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            placeholder={t('searchPlaceholder')}
            value={query}
            autoComplete="off"
            onChange={(event) => props.onQuery(clampSearchInput(event.target.value))}
          />
        </div>
      </div>
      {!props.grid && !query && (props.recent.length > 0 || props.recentPending) && (
        <section
          className={`${styles.recent} ${props.recent.length === 0 ? styles.recentHeld : ''}`}
          aria-label={t('recent')}
          aria-busy={props.recent.length === 0 || undefined}
        >
          <h2 className={styles.recentTitle}>{t('recent')}</h2>
          <ul className={styles.recentList}>
            {props.recent.map((channel) => (
              <li key={channel.id}>
                <a
                  href={localizedHref(props.hrefOf(channel), locale)}
                  className={styles.recentItem}
                  title={channel.name}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onSelect(channel);
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- platform SVG logos at a fixed size */}
                  <img src={channel.cover.src} alt={channel.name} width={48} height={48} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {props.grid ? null : !props.known ? (
        <div className={styles.listSpace} aria-busy="true" aria-label={t('status_loading')} />
      ) : props.channels.length === 0 && query ? (
        <p className={styles.empty} role="status">
          {t('warning_no_search_results')}
        </p>
      ) : (
        <ChannelList
          channels={props.channels}
          activeId={props.activeId}
          hrefOf={props.hrefOf}
          onSelect={props.onSelect}
          narrow={props.narrow}
          child={props.isChildProfile}
          setId={category ? String(category.id) : 'free'}
        />
      )}
    </aside>
  );
}
