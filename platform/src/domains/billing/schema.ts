/**
 * Billing tables. Money is stored as integer tiyn (1/100 KZT) so sums never drift; the API renders
 * it as "1990.00" strings. Bundles are packets with is_bundle = 1 whose members sit in packet_members.
 * packets.provider_id is NULL for packets every provider sells, else the one provider that sells it.
 */
export const BILLING_SCHEMA = `
CREATE TABLE IF NOT EXISTS packets (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER,
  name TEXT NOT NULL,
  short TEXT NOT NULL,
  description TEXT NOT NULL,
  price INTEGER NOT NULL,
  period TEXT NOT NULL,
  trial_period TEXT,
  trial_price INTEGER,
  is_base INTEGER NOT NULL DEFAULT 0,
  is_bundle INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL DEFAULT 'regular',
  agreement TEXT,
  benefits TEXT NOT NULL DEFAULT '[]',
  design TEXT NOT NULL DEFAULT '{}',
  library_ids TEXT NOT NULL DEFAULT '[]',
  custom_name TEXT,
  custom_price INTEGER,
  custom_description TEXT,
  internet_speed TEXT,
  is_provider_managed INTEGER NOT NULL DEFAULT 0,
  allow_delete_paused INTEGER NOT NULL DEFAULT 0,
  paused_message TEXT,
  is_purchasable INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS packet_members (
  bundle_id INTEGER NOT NULL REFERENCES packets(id),
  packet_id INTEGER NOT NULL REFERENCES packets(id),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle_id, packet_id)
);
CREATE TABLE IF NOT EXISTS purchase_periods (
  id INTEGER PRIMARY KEY,
  packet_id INTEGER NOT NULL REFERENCES packets(id),
  months INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS purchase_periods_packet ON purchase_periods(packet_id);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL UNIQUE,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  is_payment_allowed INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  packet_id INTEGER NOT NULL REFERENCES packets(id),
  period_id INTEGER REFERENCES purchase_periods(id),
  status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'future', 'ended')),
  renew INTEGER NOT NULL DEFAULT 1,
  is_trial INTEGER NOT NULL DEFAULT 0,
  amount INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT 'balance',
  idempotency_key TEXT,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions(user_id, status);
CREATE TABLE IF NOT EXISTS trials_used (
  user_id INTEGER NOT NULL,
  packet_id INTEGER NOT NULL,
  used_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, packet_id)
);
CREATE TABLE IF NOT EXISTS content_licenses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  content_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  amount INTEGER NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS content_licenses_user ON content_licenses(user_id, content_id);
CREATE TABLE IF NOT EXISTS cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  funds INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cards_user ON cards(user_id);
CREATE TABLE IF NOT EXISTS offers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  packet_id INTEGER NOT NULL REFERENCES packets(id),
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('refill', 'purchase', 'card_link', 'offer')),
  paysystem_shortname TEXT NOT NULL,
  payform TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'complete', 'error')),
  status_description TEXT,
  packet_id INTEGER,
  period_id INTEGER,
  is_trial INTEGER NOT NULL DEFAULT 0,
  offer_id INTEGER,
  content_id INTEGER,
  card_id INTEGER,
  is_save_card INTEGER NOT NULL DEFAULT 0,
  return_url TEXT,
  pay_token TEXT,
  phone TEXT,
  sms_code TEXT,
  idempotency_key TEXT,
  outcome TEXT NOT NULL DEFAULT 'complete' CHECK (outcome IN ('complete', 'error')),
  settle_at INTEGER,
  applied_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS transactions_user ON transactions(user_id, status);
CREATE TABLE IF NOT EXISTS ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL,
  transaction_id INTEGER REFERENCES transactions(id),
  subscription_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS ledger_transaction_once ON ledger(transaction_id, reason) WHERE transaction_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS promo_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL,
  is_need_confirm INTEGER NOT NULL DEFAULT 0,
  confirmation_title TEXT,
  confirmation_text TEXT,
  confirmation_desc TEXT,
  needs_card INTEGER NOT NULL DEFAULT 0,
  amount INTEGER NOT NULL DEFAULT 0,
  days INTEGER NOT NULL DEFAULT 0,
  packet_ids TEXT NOT NULL DEFAULT '[]',
  packets_after_trial TEXT NOT NULL DEFAULT '[]',
  after_renew_packet_id INTEGER,
  expires_at INTEGER,
  max_uses INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS promo_uses (
  promo_id INTEGER NOT NULL REFERENCES promo_keys(id),
  user_id INTEGER NOT NULL,
  used_at INTEGER NOT NULL,
  PRIMARY KEY (promo_id, user_id)
);
`;
