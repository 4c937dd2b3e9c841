/**
 * Media domain tables. `playback_stats` rows are created by the stream endpoints of the channels and
 * catalogue domains (through `createPlaybackStat`) and updated by the player's
 * `PATCH /v2/users/self/stat/{id}?duration` (live-channels.md section 7).
 */
export const MEDIA_SCHEMA = `
CREATE TABLE IF NOT EXISTS playback_stats (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  channel_id INTEGER,
  content_id INTEGER,
  duration INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS playback_stats_user ON playback_stats(user_id);
CREATE TABLE IF NOT EXISTS metric_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  user_id INTEGER,
  params TEXT NOT NULL DEFAULT '{}',
  ts INTEGER NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS metric_events_name ON metric_events(name);
`;
