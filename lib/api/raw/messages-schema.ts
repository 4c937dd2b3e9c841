import { z } from 'zod';
import { anyId, orElse } from './schema-kit';

/** RawMessage (lib/api/raw/messages.ts); the operator's Message is `{id, title, text, icon, background, params, created_at}`. */
export const messageSchema = z.looseObject({
  id: anyId,
  title: orElse('title', z.string(), ''),
  text: orElse('text', z.string(), ''),
  created_at: orElse('created_at', z.string(), ''),
  removed: orElse('removed', z.boolean(), false),
  is_read: orElse('is_read', z.boolean(), false),
});
