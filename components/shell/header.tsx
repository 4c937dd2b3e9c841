import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { partnerMenuPages, type PartnerMenuLinks } from '@/lib/partners/menu-links';
import { HeaderFrame } from './header-frame';
import { MainMenu } from './main-menu';
import type { MenuPage } from './menu';
import { DeferredSearchBox } from './deferred';
import type { SearchBoxProps } from './search-box';
import { SettingsLink } from './settings-link';
import { MessagesSlot, PromoCodeButton, SessionOnly, UserArea } from './user-area';
import styles from './header.module.css';

export interface HeaderProps {
  /** Menu pages from GET /v2/rowsets. */
  pages: readonly MenuPage[];
  /** The deployment's links for one partner, after the menu pages and shown to that partner's viewers only. */
  partnerMenuLinks?: PartnerMenuLinks | null;
  /** Promo codes are enabled for the provider. */
  promoCodes: boolean;
  /** The messages dropdown (a feature component); shown only to signed-in viewers. */
  messages?: ReactNode;
  /** Extra header actions, e.g. the trial-packet button. */
  actions?: ReactNode;
  /** The provider's promo days for guests: the trial button's place is held for them from the first paint. */
  guestTrialDays?: number | null;
  /** The avatar drop-down of the profiles feature; without it the avatar links to /settings. */
  accountMenu?: ReactNode;
  search?: SearchBoxProps;
}

/** Logo, menu pages, promo code, messages, search and the avatar or sign-in (catalogue-vod-billing.md section 2). */
export function Header({ pages, partnerMenuLinks = null, promoCodes, messages, actions, guestTrialDays = null, accountMenu, search }: HeaderProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <HeaderFrame>
      <a href="#main" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      <IntentLink href="/" className={styles.logo} aria-label={t('shell.logo', { site: t('meta.siteName') })}>
        {t('meta.siteName')}
      </IntentLink>
      <MainMenu pages={[...pages, ...partnerMenuPages(partnerMenuLinks, locale)]} />
      {/*
        Late actions (the trial button, known once the session is) stand beside the action row, not in it: the row
        keeps its place and size when one appears. Where guests are offered promo days, the guest button's place is
        held (unseen, the same words) until the button or the decision that there is none comes after it, and the
        stylesheet then drops the held place (header.module.css): a guest's header never moves, and no script is
        added for it.
      */}
      {actions}
      {guestTrialDays ? (
        <span className={`${styles.trial} ${styles.trialReserved}`} aria-hidden="true" data-testid="trial-reserved">
          {t('shell.trialGuest', { days: guestTrialDays })}
        </span>
      ) : null}
      <div className={styles.actions}>
        {promoCodes && <PromoCodeButton />}
        {messages && <MessagesSlot>{messages}</MessagesSlot>}
        <SessionOnly>
          {/* Reads the address's ?q=; the boundary keeps the rest of the page static-renderable. */}
          <Suspense fallback={null}>
            <DeferredSearchBox {...search} />
          </Suspense>
        </SessionOnly>
        <SettingsLink />
        <UserArea accountMenu={accountMenu} />
      </div>
    </HeaderFrame>
  );
}
