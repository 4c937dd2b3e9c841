import { NotFoundView } from '@/components/shell/not-found-view';

/** An unknown or malformed channel id in embed mode. */
export default function ChannelEmbedNotFound() {
  return <NotFoundView type="channel" />;
}
