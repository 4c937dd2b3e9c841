/**
 * Catalogue tables. User-visible texts are localized JSON (`{"ru":..,"en":..,"kk":..,"uz":..}`).
 * `contents`, `libraries` and their key columns are part of the cross-domain contract (billing and
 * channels read them); everything else is private to this domain.
 */
export const CATALOGUE_SCHEMA = `
CREATE TABLE IF NOT EXISTS libraries (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  color_bg TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS genres (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  row_id INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS persons (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  bio TEXT NOT NULL,
  role TEXT NOT NULL,
  birth_year INTEGER
);
CREATE TABLE IF NOT EXISTS contents (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  library_id INTEGER,
  content_type TEXT NOT NULL,
  parent_id INTEGER,
  age INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  original TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '{"ru":""}',
  year INTEGER,
  is_adult INTEGER NOT NULL DEFAULT 0,
  is_cartoon INTEGER NOT NULL DEFAULT 0,
  motion_rating TEXT,
  rating_imdb REAL,
  rating_kinopoisk REAL,
  duration INTEGER NOT NULL DEFAULT 0,
  season INTEGER,
  series INTEGER,
  is_announcement INTEGER NOT NULL DEFAULT 0,
  lost_content INTEGER NOT NULL DEFAULT 0,
  is_free INTEGER NOT NULL DEFAULT 0,
  has_ad INTEGER NOT NULL DEFAULT 0,
  has_packshot INTEGER NOT NULL DEFAULT 0,
  playback_points TEXT NOT NULL DEFAULT '[]',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS contents_parent ON contents(parent_id);
CREATE INDEX IF NOT EXISTS contents_library ON contents(library_id, content_type);
CREATE TABLE IF NOT EXISTS content_genres (
  content_id INTEGER NOT NULL,
  genre_id INTEGER NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (content_id, genre_id)
);
CREATE INDEX IF NOT EXISTS content_genres_genre ON content_genres(genre_id);
CREATE TABLE IF NOT EXISTS content_countries (
  content_id INTEGER NOT NULL,
  country_id INTEGER NOT NULL,
  PRIMARY KEY (content_id, country_id)
);
CREATE TABLE IF NOT EXISTS content_persons (
  content_id INTEGER NOT NULL,
  person_id INTEGER NOT NULL,
  role TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (content_id, person_id, role)
);
CREATE INDEX IF NOT EXISTS content_persons_person ON content_persons(person_id);
CREATE TABLE IF NOT EXISTS trailers (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL,
  title TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rowsets (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '{"ru":""}',
  template TEXT NOT NULL,
  icon TEXT,
  library_id INTEGER,
  url TEXT,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rows (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '{"ru":""}',
  template TEXT NOT NULL,
  content_type TEXT NOT NULL,
  library_id INTEGER,
  loop_count INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  page_limit INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rowset_rows (
  rowset_id INTEGER NOT NULL,
  row_id INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (rowset_id, row_id)
);
CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY,
  row_id INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  destination TEXT NOT NULL,
  title TEXT NOT NULL,
  short TEXT NOT NULL DEFAULT '{"ru":""}',
  description TEXT NOT NULL DEFAULT '{"ru":""}',
  background TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS promotions_row ON promotions(row_id, sort);
CREATE TABLE IF NOT EXISTS watch_history (
  user_id INTEGER NOT NULL,
  profile_key INTEGER NOT NULL DEFAULT 0,
  content_id INTEGER NOT NULL,
  seconds INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, profile_key, content_id)
);
CREATE TABLE IF NOT EXISTS search_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  profile_key INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  content_type TEXT NOT NULL,
  object_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS search_history_user ON search_history(user_id, profile_key, created_at);
`;
