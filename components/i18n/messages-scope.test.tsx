import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
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
      {channels('linkCopied')} / {shell('skipToContent')}
    </p>
  );
}

function BillingLeaf() {
  return <p>{useTranslations('billing')('cancel')}</p>;
}

describe('MessagesScope', () => {
  it("adds a page's namespaces to the shell's", () => {
    render(
      <Shell>
        <MessagesScope messages={pickNamespaces(en, ['channels'])}>
          <ChannelsLeaf />
        </MessagesScope>
      </Shell>,
    );
    expect(screen.getByText('Link copied / Skip to content')).toBeInTheDocument();
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
