import { NewsPage, newsMetadata } from '@/components/info/news-page';

export const generateMetadata = newsMetadata;

export default function NewsRoute() {
  return <NewsPage />;
}
