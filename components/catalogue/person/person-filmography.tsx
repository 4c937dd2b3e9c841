import { useTranslations } from 'next-intl';
import type { ContentSummary } from '@/lib/api/types/catalogue';
import { personContents } from '@/lib/rules/content-rules';
import { PAGE_SET_TEMPLATES } from '@/lib/catalogue/analytics-sets';
import { ContentCard } from '../cards';
import { ChildProfileScope } from './child-profile-scope';
import catalogue from '../catalogue.module.css';
import styles from '../content/content.module.css';

interface PersonFilmographyProps {
  movies: ContentSummary[];
  series: ContentSummary[];
  programs: ContentSummary[];
}

/**
 * The person's films, series and programs; a child profile keeps only titles aged 12 or below (section 5). Drawn on
 * the server, every title and group marked for whether a child may see it; the viewer decides in the browser
 * (ChildProfileScope), which leaves the others out of sight. Drawn in the browser, its cards and the row rules were
 * in the person page's first load for that one difference (issue 32).
 */
export function PersonFilmography(props: PersonFilmographyProps) {
  const t = useTranslations('catalogue');
  const groups = [
    ['films', props.movies],
    ['series', props.series],
    ['programs', props.programs],
  ] as const;
  return (
    <ChildProfileScope>
      {groups.map(([key, list]) => {
        const shown = list.filter((content) => !content.is4k);
        const forChild = new Set(personContents(shown, true));
        return shown.length === 0 ? null : (
          <section
            key={key}
            className={styles.section}
            aria-labelledby={`person-${key}`}
            data-adult-only={forChild.size === 0 || undefined}
          >
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
                <li
                  key={content.id}
                  className={catalogue.cell}
                  data-an-item={content.id}
                  data-adult-only={!forChild.has(content) || undefined}
                >
                  <ContentCard content={content} vertical loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </ChildProfileScope>
  );
}
