import { z } from 'zod';
import { anyId, orElse } from './schema-kit';

/** RawNewsItem (lib/api/raw/platform.ts): a title is what a news entry cannot do without. */
export const newsItemSchema = z.looseObject({
  id: anyId,
  title: z.string(),
  text: orElse('text', z.string(), ''),
  published_at: orElse('published_at', z.string(), ''),
});
