'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DESCRIPTION_COLLAPSE_CHARS, cardDescription, isDescriptionCollapsible } from '@/lib/rules/content-rules';
import styles from './content.module.css';

/**
 * A description collapsed beyond 400 characters, or in the content card variant cut to 600 at a paragraph
 * boundary (catalogue-vod-billing.md section 5), with a control to read it all.
 */
export function Description({ text, variant }: { text: string; variant: 'card' | 'plain' }) {
  const t = useTranslations('catalogue');
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const shown =
    variant === 'card'
      ? cardDescription(text, expanded)
      : { text: expanded || !isDescriptionCollapsible(text) ? text : `${text.slice(0, DESCRIPTION_COLLAPSE_CHARS).trimEnd()}…`, cut: !expanded && isDescriptionCollapsible(text) };
  return (
    <div className={styles.description}>
      {shown.text.split(/\n+/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {shown.cut || expanded ? (
        <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('less') : t('more')}
        </button>
      ) : null}
    </div>
  );
}
