import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export function openDatabase(databasePath: string): Db {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Runs `work` in one transaction: money, subscriptions and limits change all at once or not at all. */
export function atomically<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function parseJson<T>(value: string | null | undefined, fallback: T): T {
  if (!value) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** Unix seconds as the ISO-8601 UTC string the operator sends for dates (`2024-01-31T20:59:59Z`, no milliseconds). */
export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
