import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedHref } from '@/lib/i18n/locale-paths';

/**
 * next/link to an in-app page in the language being shown (issue 33): `/contents/x` on a Kazakh page links
 * `/kk/contents/x`, so crawlers and viewers stay in one language version. Works in server and client components.
 */
export function LocalizedLink({ href, ...props }: ComponentProps<typeof Link>) {
  const locale = useLocale();
  return <Link href={typeof href === 'string' ? localizedHref(href, locale) : href} {...props} />;
}
