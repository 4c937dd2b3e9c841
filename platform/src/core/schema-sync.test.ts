import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createPlatform } from '../app';
import { testPlatformConfig } from './config';
import { addMissingColumns } from './schema-sync';

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
