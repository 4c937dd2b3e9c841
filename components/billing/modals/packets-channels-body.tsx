'use client';

import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { ChannelSearchList } from '../channel-search-list';
import { needsPurchase } from './purchase-guard';

/** A packet's channel list with search, opened from a packet card. */
function PacketsChannelsBodyView({ props }: ReadyModalBodyProps<'packets_channels'>) {
  return <ChannelSearchList channels={props.channels} />;
}

export const PacketsChannelsBody = needsPurchase<'packets_channels'>(PacketsChannelsBodyView, (props) => Array.isArray(props.channels));
