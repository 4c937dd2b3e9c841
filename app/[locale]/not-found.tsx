import { NotFoundView } from '@/components/shell/not-found-view';

/** Unknown addresses and notFound() outside segments with their own not-found file. */
export default function NotFound() {
  return <NotFoundView type="page" />;
}
