import { NotFoundView } from '@/components/shell/not-found-view';

export default function PacketNotFound() {
  return <NotFoundView type="packet" />;
}
