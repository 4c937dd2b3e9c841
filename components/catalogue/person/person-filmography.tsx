'use client';

import { useTranslations } from 'next-intl';
import type { ContentSummary } from '@/lib/api/types/catalogue';
import { personContents } from '@/lib/rules/content-rules';
import { PAGE_SET_TEMPLATES } from '@/lib/catalogue/analytics-sets';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { ContentCard } from '../cards';
import catalogue from '../catalogue.module.css';
import styles from '../content/content.module.css';

interface PersonFilmographyProps {
  movies: ContentSummary[];
  series: ContentSummary[];
  programs: ContentSummary[];
}

/**
 * The person's films, series and programs; a child profile keeps only titles aged 12 or below (section 5). It only
 * follows the viewer, so it reads the shell's subscription: SWR stays out of the person page's first load.
 */
export function PersonFilmography(props: PersonFilmographyProps) {
  const t = useTranslations('catalogue');
  const { user } = useShellViewer();
  const isChild = user?.profile?.role === 'child';
  const groups = [
    ['films', props.movies],
    ['series', props.series],
    ['programs', props.programs],
  ] as const;
  return (
    <>
      {groups.map(([key, list]) => {
        const shown = personContents(list, isChild).filter((content) => !content.is4k);
        return shown.length === 0 ? null : (
          <section key={key} className={styles.section} aria-labelledby={`person-${key}`}>
            <h2 id={`person-${key}`} className={styles.sectionTitle}>
              {t(`filmography.${key}`)}
            </h2>
            <ul
              className={catalogue.grid}
              data-testid={`person-${key}`}
              data-an-set={key}
              data-an-template={PAGE_SET_TEMPLATES.filmography}
            >
              {shown.map((content) => (
                <li key={content.id} className={catalogue.cell} data-an-item={content.id}>
                  <ContentCard content={content} vertical loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
