import type { ReactNode } from 'react';
import type { Library } from '@/lib/api/types/catalogue';
import styles from './library-cover.module.css';

/**
 * A library's cover (catalogue-vod-billing.md section 3, "Library: cover (bg, color_bg)"): its colour paints the space
 * at once, its picture loads over it, and a scrim keeps the words on it readable whatever the picture is. Server
 * markup only: it adds no script to the pages that show it.
 */
export function LibraryCover({
  library,
  size,
  eager = false,
  children,
}: {
  library: Library;
  /** `banner`: the head of a library's page; `tile`: one library in a list. */
  size: 'banner' | 'tile';
  eager?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`${styles.cover} ${styles[size]}`}
      style={library.cover.colorBg ? { backgroundColor: library.cover.colorBg } : undefined}
      data-testid="library-cover"
      data-library={library.id}
    >
      {library.cover.bg ? (
        // eslint-disable-next-line @next/next/no-img-element -- platform artwork; the box reserves its space
        <img
          className={styles.image}
          src={library.cover.bg}
          alt=""
          width={1920}
          height={1080}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.text}>{children}</div>
    </div>
  );
}

/** The library a page shows: the one the address selects, else the page's own; null when neither is listed. */
export function pageLibrary(
  libraries: Library[],
  selected: number | null | undefined,
  own: number | null | undefined,
): Library | null {
  const id = selected ?? own;
  return id == null ? null : (libraries.find((library) => library.id === id) ?? null);
}
