import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { SearchResults } from '@/lib/api/types/catalogue';
import { PAGE_SET_TEMPLATES } from '@/lib/catalogue/analytics-sets';
import { ChannelCard, ContentCard, PersonCard } from '../cards';
import { FoundTracker } from './found-tracker';
import catalogue from '../catalogue.module.css';
import styles from '../content/content.module.css';

/** /search results: suggestions, then matching titles, persons and channels; a warning when nothing matched. */
export async function SearchView({ query, results }: { query: string; results: SearchResults | null }) {
  const t = await getTranslations('catalogue');
  const contents = results?.contents.filter((content) => !content.is4k) ?? [];
  const empty = !results || (contents.length === 0 && results.persons.length === 0 && results.channels.length === 0);
  return (
    <div className={catalogue.rowPage}>
      <h1 className={catalogue.pageTitle}>{query ? t('searchTitle', { query }) : t('search')}</h1>
      {results && results.suggestions.length > 0 ? (
        <nav aria-label={t('suggestions')} className={catalogue.rowHeader}>
          <ul className={styles.tags}>
            {results.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <IntentLink href={`/search?q=${encodeURIComponent(suggestion.toLowerCase())}`} className={catalogue.pill}>
                  {suggestion}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!query ? <p className={catalogue.warning}>{t('searchHint')}</p> : null}
      {query && empty ? (
        <p className={catalogue.warning} role="status" data-testid="no-search-results">
          {t('warning_no_search_results')}
        </p>
      ) : null}
      <FoundTracker query={query}>
        {contents.length > 0 ? (
          <section className={catalogue.row} aria-labelledby="search-contents">
            <h2 id="search-contents" className={catalogue.rowHeader}>
              {t('searchContents')}
            </h2>
            <ul
              className={catalogue.grid}
              data-testid="search-results"
              data-an-set="contents"
              data-an-template={PAGE_SET_TEMPLATES.search}
            >
              {contents.map((content) => (
                <li key={content.id} className={catalogue.cell} data-an-item={content.id} data-found-id={content.id} data-found-type="content" data-found-title={content.title}>
                  <ContentCard content={content} vertical loading="eager" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {results && results.persons.length > 0 ? (
          <section className={catalogue.row} aria-labelledby="search-persons">
            <h2 id="search-persons" className={catalogue.rowHeader}>
              {t('searchPersons')}
            </h2>
            <ul className={catalogue.grid} data-an-set="persons" data-an-template={PAGE_SET_TEMPLATES.search}>
              {results.persons.map((person) => (
                <li key={person.id} className={catalogue.cell} data-an-item={person.id} data-found-id={person.id} data-found-type="person" data-found-title={person.name}>
                  <PersonCard person={person} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {results && results.channels.length > 0 ? (
          <section className={catalogue.row} aria-labelledby="search-channels">
            <h2 id="search-channels" className={catalogue.rowHeader}>
              {t('searchChannels')}
            </h2>
            <ul className={catalogue.grid} data-an-set="channels" data-an-template={PAGE_SET_TEMPLATES.search}>
              {results.channels.map((channel) => (
                <li key={channel.id} className={catalogue.cell} data-an-item={channel.id} data-found-id={channel.id} data-found-type="channel" data-found-title={channel.name}>
                  <ChannelCard channel={channel} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </FoundTracker>
    </div>
  );
}
