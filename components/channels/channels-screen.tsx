import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { listSnapshot } from '@/lib/channels/list-snapshot';
import type { ChannelsScreenData } from '@/lib/channels/server-data';
import { TvPage } from './tv-page';

interface ChannelsScreenProps extends ChannelsScreenData {
  /** /channelsfree lists the free channels only, without categories. */
  freeOnly?: boolean;
  /** Server-rendered extras of the page (a channel's JSON-LD), inside the same message scope. */
  children?: ReactNode;
}

/** The channel screen (list, player, guide) as /channels and /channelsfree render it, with the messages it needs. */
export function ChannelsScreen({ data, promoDays, sessionPresent, freeOnly, children }: ChannelsScreenProps) {
  return (
    <ClientMessages namespaces={['billing', 'channels', 'modals', 'player', 'security']}>
      {children}
      <TvPage
        // A visitor with a session may be a child profile: the public list (adult channels included) is not even sent.
        initialChannels={sessionPresent ? [] : data.channels.map(listSnapshot)}
        initialCategories={data.categories}
        promoDays={promoDays}
        renderedAtSec={data.renderedAtSec}
        sessionPresent={sessionPresent}
        listing={data.listing}
        freeOnly={freeOnly}
      />
    </ClientMessages>
  );
}
