import { NotFoundView } from '@/components/shell/not-found-view';

/** An unknown channel (live-channels.md section 8: 404 shows the not-found view). */
export default function ChannelNotFound() {
  return <NotFoundView type="channel" />;
}
