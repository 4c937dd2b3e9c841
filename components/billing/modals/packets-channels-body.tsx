'use client';

import type { ModalBodyProps } from '@/components/modals/modal-body';
import type { PacketChannel } from '@/lib/api/types/billing';
import { ChannelSearchList } from '../channel-search-list';
import { needsPurchase } from './purchase-guard';

/** A packet's channel list with search, opened from a packet card. */
function PacketsChannelsBodyView({ props }: ModalBodyProps) {
  return <ChannelSearchList channels={(props.channels as PacketChannel[]) ?? []} />;
}

export const PacketsChannelsBody = needsPurchase(PacketsChannelsBodyView, (props) => Array.isArray(props.channels));
