import type { Db } from './database';

type Row = Record<string, unknown>;

/** One slice of a member's rows: a table and the condition that picks the member's rows in it. */
interface Slice {
  key: string;
  table: string;
  where: string;
  params: unknown[];
}

/**
 * Everything the platform keeps about one member, by slice: the users row, every row of a table with a user_id
 * column, the ledger of the member's account, its one-time codes, and the brute-force counters and lockouts keyed by
 * its id, login or phone (core/throttle.ts). The metric log is left out: it decides nothing and a late beacon of a
 * closed page may land in it at any time.
 */
export interface MemberState {
  user: Row;
  slices: Record<string, Row[]>;
}

const NOT_STATE = new Set(['metric_events']);

function tablesWithUserId(db: Db): string[] {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all() as { name: string }[];
  return tables
    .map((table) => table.name)
    .filter((name) => !NOT_STATE.has(name))
    .filter((name) => (db.prepare(`PRAGMA table_info(${name})`).all() as { name: string }[]).some((column) => column.name === 'user_id'));
}

function slicesOf(db: Db, user: Row): Slice[] {
  const id = user.id;
  const subjects = [String(id), String(user.username).toLowerCase(), user.phone, `pin:${id}`, `pay_sms:${user.phone}`].filter(Boolean);
  const marks = subjects.map(() => '?').join(', ');
  return [
    ...tablesWithUserId(db).map((table) => ({ key: table, table, where: 'user_id = ?', params: [id] })),
    { key: 'ledger', table: 'ledger', where: 'account_id IN (SELECT id FROM accounts WHERE user_id = ?)', params: [id] },
    { key: 'otp_codes', table: 'otp_codes', where: 'phone = ?', params: [user.phone ?? ''] },
    { key: 'throttle_events', table: 'throttle_events', where: `subject IN (${marks})`, params: subjects },
    { key: 'throttle_lockouts', table: 'throttle_lockouts', where: `subject IN (${marks})`, params: subjects },
  ];
}

function userRow(db: Db, userId: number): Row | undefined {
  return db.prepare(`SELECT * FROM users WHERE id = ?`).get(userId) as Row | undefined;
}

export function readMemberState(db: Db, userId: number): MemberState | null {
  const user = userRow(db, userId);
  if (!user) return null;
  const slices: Record<string, Row[]> = {};
  for (const slice of slicesOf(db, user)) {
    // rowid order: a restore re-inserts rows in the order they were read, so two reads of one state compare equal.
    slices[slice.key] = db.prepare(`SELECT * FROM ${slice.table} WHERE ${slice.where} ORDER BY rowid`).all(...slice.params) as Row[];
  }
  return { user, slices };
}

/**
 * Puts a member back to a state read earlier, in one transaction: every slice is deleted and its rows inserted
 * again with their ids, and the users row updated in place (deleting it would cascade). Foreign keys are checked at
 * the commit, once every slice is whole again.
 */
export function restoreMemberState(db: Db, userId: number, state: MemberState): void {
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    const current = userRow(db, userId);
    if (!current) throw new Error(`User ${userId} does not exist.`);
    for (const slice of slicesOf(db, current)) {
      db.prepare(`DELETE FROM ${slice.table} WHERE ${slice.where}`).run(...slice.params);
      for (const row of state.slices[slice.key] ?? []) {
        const columns = Object.keys(row);
        db.prepare(`INSERT INTO ${slice.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
          ...columns.map((column) => row[column]),
        );
      }
    }
    const columns = Object.keys(state.user).filter((column) => column !== 'id');
    db.prepare(`UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
      ...columns.map((column) => state.user[column]),
      userId,
    );
  })();
}
