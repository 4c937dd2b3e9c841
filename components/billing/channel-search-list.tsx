'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { PacketChannel } from '@/lib/api/types/billing';
import type { filterByName } from '@/lib/rules/search-forms';
import { IntentLink } from '@/components/ui/intent-link';
import visuallyHidden from '@/components/ui/visually-hidden.module.css';
import styles from './billing.module.css';

/**
 * A packet's channels with a search box matching original, transliterated and reverse-layout names (section 5).
 * The matching rules and their letter tables load when the box gets focus: the packet page is a landing page with a
 * 170 kB first-load budget, and most visitors never search its channels.
 */
export function ChannelSearchList({ channels }: { channels: PacketChannel[] }) {
  const t = useTranslations('billing.packet');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<typeof filterByName | null>(null);
  const loadFilter = () => {
    if (!filter) void import('@/lib/rules/search-forms').then((rules) => setFilter(() => rules.filterByName));
  };
  const shown = query.trim() && filter ? filter(channels, query, (channel) => channel.name) : channels;
  return (
    <div className={styles.channels}>
      <label htmlFor={inputId} className={visuallyHidden.srOnly}>
        {t('searchChannels')}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.search}
        placeholder={t('searchChannels')}
        value={query}
        onFocus={loadFilter}
        onChange={(event) => {
          loadFilter();
          setQuery(event.target.value);
        }}
      />
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('noChannels')}</p>
      ) : (
        <ul className={styles.channelList}>
          {shown.map((channel) => (
            <li key={channel.id}>
              <IntentLink href={`/channels/${channel.slug}`} className={styles.channel}>
                {channel.name}
                {channel.age > 0 && <span className={styles.age}>{channel.age}+</span>}
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
