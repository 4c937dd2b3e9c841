'use client';

import type { ModalBodyProps } from '@/components/modals/modal-body';
import type { PacketChannel } from '@/lib/api/types/billing';
import { ChannelSearchList } from '../channel-search-list';

/** A packet's channel list with search, opened from a packet card. */
export function PacketsChannelsBody({ props }: ModalBodyProps) {
  return <ChannelSearchList channels={(props.channels as PacketChannel[]) ?? []} />;
}
