import { NotFoundView } from '@/components/shell/not-found-view';

export default function ContentNotFound() {
  return <NotFoundView type="content" />;
}
