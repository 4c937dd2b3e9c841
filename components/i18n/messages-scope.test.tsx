import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AlertHost } from '@/components/alerts/alert-host';
import { showAlert } from '@/lib/alerts/alert-store';
import { SHELL_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';
import { MessagesScope } from './messages-scope';
import { withCatalogue } from './with-catalogue';

/** The root layout's provider: the shell's namespaces only. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={pickNamespaces(en, SHELL_CLIENT_NAMESPACES)} timeZone="Asia/Almaty">
      {children}
    </NextIntlClientProvider>
  );
}

function ChannelsLeaf() {
  const channels = useTranslations('channels');
  const shell = useTranslations('shell');
  return (
    <p>
      {channels('linkCopied')} / {shell('logo')}
    </p>
  );
}

function BillingLeaf() {
  return <p>{useTranslations('billing')('cancel')}</p>;
}

describe('MessagesScope', () => {
  it("adds a page's namespaces to the shell's, and lends them to the alert host", () => {
    render(
      <Shell>
        <MessagesScope messages={pickNamespaces(en, ['channels'])}>
          <ChannelsLeaf />
        </MessagesScope>
        <AlertHost />
      </Shell>,
    );
    expect(screen.getByText('Link copied / Home page')).toBeInTheDocument();
    act(() => void showAlert('channels.linkCopied'));
    expect(screen.getByRole('log')).toHaveTextContent('Link copied');
  });

  it('leaves an alert key of a namespace no mounted scope gives as it is', () => {
    render(
      <Shell>
        <AlertHost />
      </Shell>,
    );
    act(() => void showAlert('channels.warning_episode_announcement'));
    expect(screen.getByRole('log')).toHaveTextContent('channels.warning_episode_announcement');
  });
});

describe('withCatalogue', () => {
  it("gives a deferred part the whole catalogue of the page's language", async () => {
    document.documentElement.lang = 'en';
    const Deferred = await withCatalogue(async () => BillingLeaf)();
    render(
      <Shell>
        <Deferred />
      </Shell>,
    );
    expect(screen.getByText(en.billing.cancel)).toBeInTheDocument();
  });
});
