/**
 * Tables of the channels domain. Other domains read `channels` (billing decides packet membership from
 * is_adult, is_free and tags) and `favorites` only by these column names (team brief, cross-domain contract).
 * Programmes are not stored: schedule.ts derives them from the wall clock, so they never go stale.
 */
export const CHANNELS_SCHEMA = `
CREATE TABLE IF NOT EXISTS channels (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '{"ru":""}',
  age INTEGER NOT NULL DEFAULT 0,
  is_free INTEGER NOT NULL DEFAULT 0,
  is_adult INTEGER NOT NULL DEFAULT 0,
  archived_days INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  genre TEXT NOT NULL DEFAULT 'general',
  hd INTEGER NOT NULL DEFAULT 0,
  aspect_ratio TEXT NOT NULL DEFAULT '16:9',
  color_bg TEXT NOT NULL DEFAULT '#1f2430',
  is_hidden INTEGER NOT NULL DEFAULT 0,
  is_fixed INTEGER NOT NULL DEFAULT 0,
  tracker_cat_id TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS channels_sort ON channels(sort, id);
CREATE TABLE IF NOT EXISTS channel_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  short TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS channel_category_members (
  category_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, channel_id)
);
CREATE TABLE IF NOT EXISTS favorites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  profile_id INTEGER,
  channel_id INTEGER,
  program_id INTEGER,
  content_id INTEGER,
  person_id INTEGER,
  priority INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK ((channel_id IS NOT NULL) + (program_id IS NOT NULL) + (content_id IS NOT NULL) + (person_id IS NOT NULL) = 1)
);
CREATE INDEX IF NOT EXISTS favorites_user ON favorites(user_id, profile_id);
CREATE UNIQUE INDEX IF NOT EXISTS favorites_channel ON favorites(user_id, IFNULL(profile_id, 0), channel_id) WHERE channel_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS favorites_program ON favorites(user_id, IFNULL(profile_id, 0), program_id) WHERE program_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS favorites_content ON favorites(user_id, IFNULL(profile_id, 0), content_id) WHERE content_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS favorites_person ON favorites(user_id, IFNULL(profile_id, 0), person_id) WHERE person_id IS NOT NULL;
`;
