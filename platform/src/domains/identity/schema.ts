/** Tables of the identity domain (users and tokens live in core/session.ts). Localized text columns hold JSON. */
export const IDENTITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS providers (
  id INTEGER PRIMARY KEY,
  shortname TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'ru',
  currency TEXT NOT NULL,
  support TEXT NOT NULL,
  landing TEXT NOT NULL,
  country TEXT NOT NULL,
  phone_mask TEXT,
  phone_masks TEXT,
  otp_length INTEGER,
  is_allow_additional_packets_without_base INTEGER NOT NULL DEFAULT 0,
  promo_days INTEGER NOT NULL DEFAULT 0,
  is_ott INTEGER NOT NULL DEFAULT 1,
  is_guest_allowed INTEGER NOT NULL DEFAULT 1,
  auto_auth TEXT,
  lk_link TEXT,
  regform_btn_url TEXT,
  regform_btn_caption TEXT
);
CREATE TABLE IF NOT EXISTS devices (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  serial TEXT NOT NULL,
  device_type TEXT NOT NULL DEFAULT 'pc',
  vendor TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  version TEXT NOT NULL DEFAULT '',
  os_name TEXT NOT NULL DEFAULT '',
  os_version TEXT NOT NULL DEFAULT '',
  application_type TEXT NOT NULL DEFAULT 'web',
  settings TEXT NOT NULL DEFAULT '{}',
  parental_settings TEXT NOT NULL DEFAULT '{}',
  notification TEXT NOT NULL DEFAULT '{}',
  login_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, serial)
);
CREATE TABLE IF NOT EXISTS avatar_categories (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS avatars (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES avatar_categories(id),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS profiles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  icon_avatar_id INTEGER REFERENCES avatars(id),
  role TEXT NOT NULL DEFAULT 'adult' CHECK (role IN ('adult', 'child')),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS profiles_user ON profiles(user_id);
CREATE TABLE IF NOT EXISTS phone_registrations (
  phone TEXT PRIMARY KEY,
  provider_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS otp_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  identifier TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  provider_id INTEGER NOT NULL,
  send_method TEXT NOT NULL DEFAULT 'sms',
  delivered INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS otp_codes_phone ON otp_codes(phone, id);
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_user ON messages(user_id, removed);
CREATE TABLE IF NOT EXISTS news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  published_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS texts (
  key TEXT PRIMARY KEY,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS faq (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS survey_questions (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  description TEXT NOT NULL,
  allow_user_answer INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS survey_options (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES survey_questions(id),
  text TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS survey_answers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  question_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  answer_ids TEXT NOT NULL,
  user_text TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS ab_tests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  variants TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seo_masks (
  id INTEGER PRIMARY KEY,
  page TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS mw_cities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS mw_subscribers (
  phone TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 0,
  amount INTEGER NOT NULL DEFAULT 0,
  balance INTEGER NOT NULL DEFAULT 0,
  message_detail TEXT NOT NULL DEFAULT '{"ru":""}'
);
CREATE TABLE IF NOT EXISTS mw_addresses (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL REFERENCES mw_subscribers(phone),
  address TEXT NOT NULL,
  provider_id INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mw_user_places (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  city_id INTEGER REFERENCES mw_cities(id),
  address_id INTEGER REFERENCES mw_addresses(id)
);
`;
