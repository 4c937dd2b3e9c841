import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createPlatform } from '../app';
import { testPlatformConfig } from './config';
import { addMissingColumns, SCHEMA_VERSION } from './schema-sync';

describe('addMissingColumns', () => {
  it('adds the columns a newer schema declares and keeps the rows already there', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`);
    db.prepare(`INSERT INTO items (name) VALUES ('kept')`).run();
    const log: string[] = [];
    const changes = addMissingColumns(
      db,
      [`CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '[]', note TEXT NOT NULL, sort INTEGER);
        CREATE TABLE IF NOT EXISTS other (id INTEGER PRIMARY KEY)`],
      (line) => log.push(line),
    );
    expect(changes).toEqual([
      { table: 'items', column: 'tags' },
      { table: 'items', column: 'note' },
      { table: 'items', column: 'sort' },
    ]);
    expect(db.prepare(`SELECT * FROM items`).all()).toEqual([{ id: 1, name: 'kept', tags: '[]', note: null, sort: null }]);
    expect(log).toContain('schema: added items.tags');
    // New tables are the schemas' own job (CREATE TABLE IF NOT EXISTS).
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'other'`).get()).toBeUndefined();
  });

  it('changes nothing when the database already has the declared shape', () => {
    const db = new Database(':memory:');
    const schema = `CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY, name TEXT)`;
    db.exec(schema);
    expect(addMissingColumns(db, [schema])).toEqual([]);
  });
});

describe('a demo database kept from an older build', () => {
  it('starts, gains the missing column and keeps its users', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-schema-'));
    const databasePath = path.join(directory, 'platform.sqlite');
    try {
      const first = createPlatform({ config: testPlatformConfig({ databasePath }), log: () => {} });
      const users = (first.ctx.db.prepare(`SELECT COUNT(*) AS count FROM users`).get() as { count: number }).count;
      first.close();

      const older = new Database(databasePath);
      older.exec(`ALTER TABLE devices DROP COLUMN notification`);
      older.close();

      const second = createPlatform({ config: testPlatformConfig({ databasePath }), log: () => {} });
      try {
        const columns = second.ctx.db.prepare(`SELECT name FROM pragma_table_info('devices')`).all() as { name: string }[];
        expect(columns.map((column) => column.name)).toContain('notification');
        expect(second.ctx.db.prepare(`SELECT COUNT(*) AS count FROM users`).get()).toEqual({ count: users });
        const login = await second.app.request('/v2/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'demo', password: 'demo123' }),
        });
        expect(login.status).toBe(200);
      } finally {
        second.close();
      }
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('a database file written before device ids became uuid strings', () => {
  const withDirectory = (work: (databasePath: string) => void) => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-version-'));
    try {
      work(path.join(directory, 'platform.sqlite'));
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  };

  it('is re-seeded with one log line, never half-read', () => {
    withDirectory((databasePath) => {
      const older = new Database(databasePath);
      older.exec(`CREATE TABLE platform_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO platform_meta VALUES ('seeded', '2026-01-01');
        CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT NOT NULL UNIQUE, date_joined INTEGER NOT NULL);
        INSERT INTO users (username, date_joined) VALUES ('someone-old', 0);
        CREATE TABLE devices (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, serial TEXT NOT NULL, created_at INTEGER NOT NULL);
        INSERT INTO devices (user_id, serial, created_at) VALUES (1, 'old-browser', 0);`);
      older.close();

      const log: string[] = [];
      const platform = createPlatform({ config: testPlatformConfig({ databasePath }), log: (line) => log.push(line) });
      try {
        expect(log.filter((line) => line.includes('schema version'))).toEqual([
          `database ${databasePath} has schema version 0, older than ${SCHEMA_VERSION}, which cannot be migrated; its data is dropped and the demo data seeded afresh`,
        ]);
        const db = platform.ctx.db;
        expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
        expect(db.prepare(`SELECT COUNT(*) AS count FROM users WHERE username = 'someone-old'`).get()).toEqual({ count: 0 });
        expect(db.prepare(`SELECT COUNT(*) AS count FROM users WHERE username = 'demo'`).get()).toEqual({ count: 1 });
        expect(db.prepare(`SELECT type FROM pragma_table_info('devices') WHERE name = 'id'`).get()).toEqual({ type: 'TEXT' });
      } finally {
        platform.close();
      }

      const again: string[] = [];
      createPlatform({ config: testPlatformConfig({ databasePath }), log: (line) => again.push(line) }).close();
      expect(again).toEqual([]);
    });
  });

  it('refuses a file of a newer version rather than dropping it', () => {
    withDirectory((databasePath) => {
      const newer = new Database(databasePath);
      newer.exec(`CREATE TABLE users (id INTEGER PRIMARY KEY); PRAGMA user_version = ${SCHEMA_VERSION + 1};`);
      newer.close();
      expect(() => createPlatform({ config: testPlatformConfig({ databasePath }), log: () => {} })).toThrow(
        `schema version ${SCHEMA_VERSION + 1}, newer than this build's ${SCHEMA_VERSION}`,
      );
      const kept = new Database(databasePath);
      expect(kept.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all()).toEqual([{ name: 'users' }]);
      kept.close();
    });
  });
});
